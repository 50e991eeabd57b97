import { Button, SegmentedControl, Stack } from '@mantine/core';
import { IconListCheck } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { COUNTS_PATH } from '../../lib/paths';
import { hasAccess } from '../../lib/access';
import { TEAM_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { FindTask } from './find-task';
import { MoveTask } from './move-task';
import { PickTask } from './pick-task';
import { ReceiveTask } from './receive-task';
import { SCAN_TASK_LABELS, SCAN_TASKS, taskOf, type ScanTask } from './scan-tasks';

const TASKS: Readonly<Record<ScanTask, () => React.JSX.Element>> = {
  find: FindTask,
  receive: ReceiveTask,
  pick: PickTask,
  move: MoveTask,
};

/**
 * `/scan` (the company's people), made for a phone at the rack: find what a code names, receive
 * goods, pick a transport, move units. A scanner gun types into the focused box; a phone uses its
 * camera. Counting has its own screens (Counts).
 */
export function ScanPage() {
  const [params, setParams] = useSearchParams();
  // Receiving, moving and counting are warehouse work: a driver under the restricted role policy
  // finds and picks only (docs/domain.md#roles).
  const isWarehouse = hasAccess(useUser(), 'warehouse');
  const tasks = SCAN_TASKS.filter((t) => isWarehouse || t === 'find' || t === 'pick');
  const asked = taskOf(params.get('task'));
  const task = tasks.includes(asked) ? asked : 'find';
  const Task = TASKS[task];
  return (
    <RoleGate roles={TEAM_ROLES} title={m.scan_title()}>
      <Stack gap="md" maw={560} mx="auto">
        <PageHeader
          title={m.scan_title()}
          actions={
            !isWarehouse ? null : (
              <Button
                component={Link}
                to={COUNTS_PATH}
                variant="default"
                size="xs"
                leftSection={<IconListCheck size={16} />}
              >
                {m.scan_counts()}
              </Button>
            )
          }
        />
        <SegmentedControl
          fullWidth
          value={task}
          onChange={(value) => setParams(value === 'find' ? {} : { task: value }, { replace: true })}
          data={tasks.map((t) => ({ value: t, label: SCAN_TASK_LABELS[t]() }))}
          aria-label={m.scan_task()}
        />
        <Task key={task} />
      </Stack>
    </RoleGate>
  );
}
