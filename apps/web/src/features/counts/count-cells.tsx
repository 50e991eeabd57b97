import { Anchor, Badge, Text, type BadgeProps } from '@mantine/core';
import type { TCount } from '@godown/shared';
import { Link } from 'react-router';
import { BADGE_TONE_COLORS } from '../../components/status-badge';
import { countStatusLabel } from '../../lib/labels';
import { countPath } from '../../lib/paths';
import {
  COUNT_STATUS_TONES,
  formatSignedRupees,
  formatSignedUnits,
  scopeDetail,
  VARIANCE_COLORS,
  varianceTone,
} from './counts-figures';

/** The count's status as a badge: counting orange, posted green, cancelled red. */
export function CountStatusBadge({
  status,
  ...props
}: { status: TCount['status'] } & Omit<BadgeProps, 'color'>) {
  return (
    <Badge
      variant="light"
      color={BADGE_TONE_COLORS[COUNT_STATUS_TONES[status]]}
      style={{ flexShrink: 0 }}
      {...props}
    >
      {countStatusLabel(status)}
    </Badge>
  );
}

/** The count's number, linking to its page. */
export function CountNumber({ count }: { count: Pick<TCount, 'id' | 'number'> }) {
  return (
    <Anchor component={Link} to={countPath(count.id)} fw={700} ff="monospace">
      {count.number}
    </Anchor>
  );
}

/** What the count covers: the scope, and the category or storage unit beneath. */
export function CountScope({ count }: { count: Pick<TCount, 'scope' | 'category' | 'storageUnit'> }) {
  const { label, detail } = scopeDetail(count);
  return (
    <div>
      <Text size="sm">{label}</Text>
      {detail ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {detail}
        </Text>
      ) : null}
    </div>
  );
}

interface VarianceProps {
  fw?: number;
  /** Takes the size and weight of the text around it (a stat card's figure). */
  inherit?: boolean;
}

/** A signed figure coloured by its sign: missing red, found green. */
function SignedFigure({
  amount,
  text,
  fw,
  inherit = false,
}: Required<Pick<VarianceProps, 'fw'>> &
  Pick<VarianceProps, 'inherit'> & { amount: number | null; text: string }) {
  return (
    <Text
      span
      size="sm"
      fw={fw}
      inherit={inherit}
      c={VARIANCE_COLORS[varianceTone(amount)]}
      style={{ whiteSpace: 'nowrap' }}
    >
      {text}
    </Text>
  );
}

/** A variance in units, signed and coloured: missing red, found green. */
export function VarianceUnits({ units, fw = 600, inherit }: VarianceProps & { units: number | null }) {
  return <SignedFigure amount={units} text={formatSignedUnits(units)} fw={fw} inherit={inherit} />;
}

/** A variance in rupees, signed and coloured like its units. */
export function VarianceValue({ value, fw = 500, inherit }: VarianceProps & { value: number | null }) {
  return <SignedFigure amount={value} text={formatSignedRupees(value)} fw={fw} inherit={inherit} />;
}
