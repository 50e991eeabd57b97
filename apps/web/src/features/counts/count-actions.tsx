import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TCount, type TCountLine, type TCountPost } from '@godown/shared';
import { useState, type FormEvent } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { FormModal, ModalForm } from '../../components/form-modal';
import { VarianceUnits, VarianceValue } from './count-cells';
import { useCancelCount, usePostCount } from './counts-api';
import { countedOfLines, uncountedSummary } from './counts-figures';

type Uncounted = NonNullable<TCountPost['uncounted']>;

/**
 * An admin's buttons on an open count: Post count (in its dialog) and Cancel count (after a
 * confirmation), with the server's reason when it refuses.
 */
export function CountAdminActions({ count, lines }: { count: TCount; lines: TCountLine[] }) {
  const cancel = useCancelCount(count.id);
  const [isPostOpen, setPostOpen] = useState(false);

  const askCancel = () =>
    modals.openConfirmModal({
      title: `Cancel count ${count.number}`,
      children: (
        <Text size="sm">Nothing is adjusted: the units stay as the system has them, and the count ends.</Text>
      ),
      labels: { confirm: 'Cancel count', cancel: 'Keep counting' },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(undefined, {
          onSuccess: () => notifications.show({ color: 'teal', message: `Count ${count.number} cancelled` }),
        }),
    });

  return (
    <Stack gap="xs" align="flex-end">
      <Group gap="sm" justify="flex-end">
        <Button
          leftSection={<IconCircleCheck size={18} />}
          onClick={() => setPostOpen(true)}
          disabled={cancel.isPending}
        >
          Post count
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconX size={18} />}
          loading={cancel.isPending}
          onClick={askCancel}
        >
          Cancel count
        </Button>
      </Group>
      <ErrorLine
        message={cancel.isError ? failureWithReason(cancel.error, 'Failed to cancel the count') : null}
      />
      <FormModal opened={isPostOpen} onClose={() => setPostOpen(false)} title={`Post count ${count.number}`}>
        <PostCountForm count={count} lines={lines} onDone={() => setPostOpen(false)} />
      </FormModal>
    </Stack>
  );
}

/**
 * Post count: the variance to post, and what to do with the lines nobody counted (left as they
 * are, or counted as 0). A refusal (units left since a line was counted) shows the server's words.
 */
function PostCountForm({ count, lines, onDone }: { count: TCount; lines: TCountLine[]; onDone: () => void }) {
  const post = usePostCount(count.id);
  const [uncounted, setUncounted] = useState<Uncounted>('skip');
  const left = uncountedSummary(lines);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    post.mutate(
      { uncounted },
      {
        onSuccess: ({ count: posted }) => {
          notifications.show({
            color: 'teal',
            title: `Count ${posted.number} posted`,
            message: `${formatNumber(posted.countedLines, 0)} lines adjusted to what was counted`,
          });
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={post.isError ? failureWithReason(post.error, 'Failed to post the count') : null}
      submitLabel="Post count"
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={post.isPending}
      onCancel={onDone}
      gap="md"
    >
      <Text size="sm">
        Each counted line’s stock is adjusted by what was counted less what the system held when it was
        counted, and the stock history records it as a stock count.
      </Text>
      <Paper withBorder radius="md" p="sm" role="group" aria-label="Variance to post">
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              Counted lines
            </Text>
            <Text size="sm" fw={600}>
              {countedOfLines(count)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Variance
            </Text>
            <VarianceUnits units={count.varianceUnits} fw={700} />
          </div>
          <div>
            <Text size="xs" c="dimmed">
              Variance ₹
            </Text>
            <VarianceValue value={count.varianceValue} fw={700} />
          </div>
        </Group>
      </Paper>
      {left.lines > 0 ? (
        <Radio.Group
          label={`${formatNumber(left.lines, 0)} ${left.lines === 1 ? 'line was' : 'lines were'} not counted`}
          value={uncounted}
          onChange={(value) => setUncounted(value === 'zero' ? 'zero' : 'skip')}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="skip" label="Leave them as they are" description="Their units are not adjusted." />
            <Radio
              value="zero"
              label="Count them as 0"
              description={`Their units are taken off: ${formatNumber(left.expectedUnits, 0)} expected at the start (${formatRupees(left.expectedValue)}).`}
            />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          Every line was counted.
        </Text>
      )}
    </ModalForm>
  );
}
