import { Button, Group, Paper, Radio, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { IconCircleCheck, IconX } from '@tabler/icons-react';
import { formatNumber, formatRupees, type TCount, type TCountLine, type TCountPost } from '@godown/shared';
import { useState, type FormEvent } from 'react';
import { failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { FormModal, ModalForm } from '../../components/form-modal';
import { m } from '../../paraglide/messages.js';
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
      title: m.counts_cancel_count_number({ number: count.number }),
      children: <Text size="sm">{m.counts_cancel_count_explained()}</Text>,
      labels: { confirm: m.counts_cancel_count(), cancel: m.counts_keep_counting() },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        cancel.mutate(undefined, {
          onSuccess: () =>
            notifications.show({
              color: 'teal',
              message: m.counts_count_cancelled({ number: count.number }),
            }),
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
          {m.counts_post_count()}
        </Button>
        <Button
          variant="subtle"
          color="red"
          leftSection={<IconX size={18} />}
          loading={cancel.isPending}
          onClick={askCancel}
        >
          {m.counts_cancel_count()}
        </Button>
      </Group>
      <ErrorLine
        message={cancel.isError ? failureWithReason(cancel.error, m.counts_cancel_count_failed()) : null}
      />
      <FormModal
        opened={isPostOpen}
        onClose={() => setPostOpen(false)}
        title={m.counts_post_count_number({ number: count.number })}
      >
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
            title: m.counts_count_posted({ number: posted.number }),
            message: m.counts_lines_adjusted({ lines: formatNumber(posted.countedLines, 0) }),
          });
          onDone();
        },
      },
    );
  };

  return (
    <ModalForm
      onSubmit={submit}
      error={post.isError ? failureWithReason(post.error, m.counts_post_count_failed()) : null}
      submitLabel={m.counts_post_count()}
      submitIcon={<IconCircleCheck size={18} />}
      isSaving={post.isPending}
      onCancel={onDone}
      gap="md"
    >
      <Text size="sm">{m.counts_post_count_explained()}</Text>
      <Paper withBorder radius="md" p="sm" role="group" aria-label={m.counts_variance_to_post()}>
        <Group justify="space-between" gap="sm" wrap="wrap">
          <div>
            <Text size="xs" c="dimmed">
              {m.counts_counted_lines()}
            </Text>
            <Text size="sm" fw={600}>
              {countedOfLines(count)}
            </Text>
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {m.counts_variance()}
            </Text>
            <VarianceUnits units={count.varianceUnits} fw={700} />
          </div>
          <div>
            <Text size="xs" c="dimmed">
              {m.counts_variance_rupees()}
            </Text>
            <VarianceValue value={count.varianceValue} fw={700} />
          </div>
        </Group>
      </Paper>
      {left.lines > 0 ? (
        <Radio.Group
          label={(left.lines === 1 ? m.counts_lines_not_counted_one : m.counts_lines_not_counted_other)({
            count: formatNumber(left.lines, 0),
          })}
          value={uncounted}
          onChange={(value) => setUncounted(value === 'zero' ? 'zero' : 'skip')}
        >
          <Stack gap="xs" mt={6}>
            <Radio
              value="skip"
              label={m.counts_leave_uncounted()}
              description={m.counts_leave_uncounted_hint()}
            />
            <Radio
              value="zero"
              label={m.counts_count_uncounted_as_zero()}
              description={m.counts_count_uncounted_as_zero_hint({
                units: formatNumber(left.expectedUnits, 0),
                value: formatRupees(left.expectedValue),
              })}
            />
          </Stack>
        </Radio.Group>
      ) : (
        <Text size="sm" c="dimmed">
          {m.counts_every_line_counted()}
        </Text>
      )}
    </ModalForm>
  );
}
