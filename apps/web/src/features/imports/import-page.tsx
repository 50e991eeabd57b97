import { Group, Stack, Stepper, Text, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IMPORT_FILE_KINDS, IMPORT_ROLES, type ImportKind, type TImportReport } from '@godown/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ApiError, failureWithReason } from '../../api/client';
import { ErrorLine } from '../../components/error-line';
import { PageHeader } from '../../components/page-header';
import { RoleGate } from '../../components/role-gate';
import { importKindLabel, roleLabel } from '../../lib/labels';
import { importPath } from '../../lib/paths';
import { BUYER_ROLES } from '../../lib/roles';
import { useUser } from '../../lib/session';
import { m } from '../../paraglide/messages.js';
import { ColumnsStep } from './columns-step';
import { DoneStep } from './done-step';
import { FileDrop, KindChooser, TemplateMenu } from './file-step';
import { GodownsStep } from './godowns-step';
import { importableKinds, importKindOf } from './import-kinds';
import { choicesFromMapping, isCheckedMapping, mappingBody, type ColumnChoices } from './import-mapping';
import { ImportProgressBar } from './import-progress-bar';
import { resultSummary } from './import-report';
import { problemsOfRefusal, type ImportProgress } from './import-stream';
import { sendImport, useRefreshAfterImport, type ImportRequest } from './imports-api';
import { PreviewStep, type ImportRefusal, type PasswordChoice } from './preview-step';

const STEPS = { file: 0, columns: 1, preview: 2, done: 3 } as const;

/** A kind as the title's sentence says it: in small letters, but for Tally's name, a proper noun. */
const kindPhrase = (kind: ImportKind): string =>
  IMPORT_FILE_KINDS[kind] === 'tally-xml' ? importKindLabel(kind) : importKindLabel(kind).toLowerCase();

/**
 * `/import` and `/import/:kind` (admin, staff; inventories, storage units and users admins only):
 * a spreadsheet in four steps. File: the kind, its template and the drop zone; Columns: which
 * header fills each column; Preview: what the import will do, from a check that writes nothing;
 * Done: what it wrote, with new users' one-time passwords.
 */
export function ImportPage() {
  return (
    <RoleGate roles={BUYER_ROLES} title={m.imports_title()}>
      <ImportScreen />
    </RoleGate>
  );
}

function ImportScreen() {
  const user = useUser();
  const navigate = useNavigate();
  const { kind: param } = useParams();
  const kinds = importableKinds(user);
  const named = importKindOf(param);
  const kind = named && kinds.includes(named) ? named : null;
  const refused = param !== undefined && kind === null;

  return (
    <>
      <PageHeader title={kind ? m.imports_title_kind({ kind: kindPhrase(kind) }) : m.imports_title()} />
      <Stack gap="md">
        {refused ? (
          <ErrorLine
            message={
              named
                ? m.imports_refused_kind({
                    roles: IMPORT_ROLES[named]
                      .map((role) => roleLabel(role).toLowerCase())
                      .reduce((first, second) => m.imports_roles_or({ first, second })),
                    kind: kindPhrase(named),
                  })
                : m.imports_unknown_kind({ name: param ?? '' })
            }
          />
        ) : null}
        {/* A new kind starts the steps again. */}
        <ImportSteps
          key={kind ?? ''}
          kind={kind}
          kinds={kinds}
          onKindChange={(next) => void navigate(importPath(next))}
        />
      </Stack>
    </>
  );
}

interface ImportStepsProps {
  kind: ImportKind | null;
  kinds: readonly ImportKind[];
  onKindChange: (kind: ImportKind) => void;
}

/** What is under way: a check of the file (a dry run) or the import itself, and how far it is. */
interface Running {
  isDryRun: boolean;
  progress: ImportProgress;
}

function ImportSteps({ kind, kinds, onKindChange }: ImportStepsProps) {
  const theme = useMantineTheme();
  const isWide = useMediaQuery(`(min-width: ${theme.breakpoints.sm})`, true, {
    getInitialValueInEffect: false,
  });
  const refreshAfterImport = useRefreshAfterImport();
  const [step, setStep] = useState<number>(STEPS.file);
  const [file, setFile] = useState<File | null>(null);
  const [checked, setChecked] = useState<TImportReport | null>(null);
  const [choices, setChoices] = useState<ColumnChoices>({});
  const [skipBadRows, setSkipBadRows] = useState(false);
  const [passwords, setPasswords] = useState<PasswordChoice>('one-time');
  const [running, setRunning] = useState<Running | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<ImportRefusal | null>(null);
  const [result, setResult] = useState<TImportReport | null>(null);
  const controller = useRef<AbortController | null>(null);

  // Leaving the page stops what is under way: no answer lands on a screen that is gone.
  useEffect(() => () => controller.current?.abort(), []);

  const isBusy = running !== null;
  // A Tally import reads TallyPrime's XML: no template, and godowns to map instead of columns.
  const isTally = kind !== null && IMPORT_FILE_KINDS[kind] === 'tally-xml';

  /** Sends the file; answers its report, or null when it failed (the failure is on screen). */
  const send = async (
    request: Omit<ImportRequest, 'kind' | 'file'>,
    toSend: File,
    failureText: string,
  ): Promise<TImportReport | null> => {
    if (!kind) return null;
    controller.current?.abort();
    const own = new AbortController();
    controller.current = own;
    setFailure(null);
    setRefusal(null);
    setRunning({ isDryRun: request.dryRun, progress: { phase: 'upload', percent: 0 } });
    try {
      return await sendImport(
        { kind, file: toSend, ...request },
        (progress) => setRunning({ isDryRun: request.dryRun, progress }),
        own.signal,
      );
    } catch (error) {
      if (own.signal.aborted) return null;
      if (error instanceof ApiError && error.code === 'IMPORT_REFUSED') {
        setRefusal({ message: error.message, problems: problemsOfRefusal(error.details) });
      } else {
        setFailure(failureWithReason(error, failureText));
      }
      return null;
    } finally {
      if (controller.current === own) {
        controller.current = null;
        setRunning(null);
      }
    }
  };

  const startWith = async (dropped: File) => {
    if (!kind) return;
    setFile(dropped);
    setChecked(null);
    setResult(null);
    setSkipBadRows(false);
    // No mapping: the server guesses it from the headers.
    const report = await send({ dryRun: true }, dropped, m.imports_check_failed());
    if (!report) return;
    setChecked(report);
    setChoices(choicesFromMapping(kind, report.mapping, report.headers));
    setStep(STEPS.columns);
  };

  const checkColumns = async () => {
    if (!kind || !file || !checked) return;
    if (isCheckedMapping(kind, choices, checked.mapping)) {
      setStep(STEPS.preview);
      return;
    }
    const report = await send(
      { dryRun: true, mapping: mappingBody(kind, choices) },
      file,
      m.imports_check_failed(),
    );
    if (!report) return;
    setChecked(report);
    setChoices(choicesFromMapping(kind, report.mapping, report.headers));
    setStep(STEPS.preview);
  };

  const runImport = async () => {
    if (!kind || !file) return;
    const report = await send(
      { dryRun: false, mapping: mappingBody(kind, choices), skipBadRows, passwords },
      file,
      m.imports_import_failed(),
    );
    if (!report) return;
    setResult(report);
    setStep(STEPS.done);
    notifications.show({ color: 'teal', title: m.imports_import_done(), message: resultSummary(report) });
    await refreshAfterImport(kind);
  };

  const startAgain = () => {
    setStep(STEPS.file);
    setFile(null);
    setChecked(null);
    setResult(null);
    setRefusal(null);
    setFailure(null);
  };

  const status = (
    <>
      <ErrorLine message={failure} />
      {running ? <ImportProgressBar progress={running.progress} isDryRun={running.isDryRun} /> : null}
    </>
  );
  // Back to a step already passed; none once the import is written (the file is in).
  const canSelect = (target: number) => !isBusy && step !== STEPS.done && target < step;

  return (
    <Stepper
      active={step}
      onStepClick={(target) => {
        if (canSelect(target)) setStep(target);
      }}
      orientation={isWide ? 'horizontal' : 'vertical'}
      size="sm"
      allowNextStepsSelect={false}
    >
      <Stepper.Step
        label={m.imports_step_file()}
        description={m.imports_step_file_description()}
        allowStepSelect={canSelect(STEPS.file)}
      >
        <Stack gap="lg" mt="md">
          <KindChooser kinds={kinds} kind={kind} onChange={onKindChange} disabled={isBusy} />
          {kind ? (
            <>
              <Group justify="space-between" align="center" gap="sm" wrap="wrap">
                <Text size="sm" c="dimmed" maw={560}>
                  {isTally ? m.imports_tally_intro() : m.imports_template_intro()}
                </Text>
                {isTally ? null : <TemplateMenu kind={kind} />}
              </Group>
              <FileDrop kind={kind} onFile={(dropped) => void startWith(dropped)} isBusy={isBusy} />
              {file && step === STEPS.file ? (
                <Text size="sm">{m.imports_file_name({ name: file.name })}</Text>
              ) : null}
              {status}
            </>
          ) : null}
        </Stack>
      </Stepper.Step>
      <Stepper.Step
        label={isTally ? m.imports_step_godowns() : m.imports_step_columns()}
        description={isTally ? m.imports_step_godowns_description() : m.imports_step_columns_description()}
        allowStepSelect={canSelect(STEPS.columns)}
      >
        {kind && checked && isTally ? (
          <Stack gap="md" mt="md">
            <GodownsStep
              kind={kind}
              report={checked}
              choices={choices}
              onChoose={(key, inventory) => setChoices((current) => ({ ...current, [key]: inventory }))}
              onCheck={() => void checkColumns()}
              onBack={() => setStep(STEPS.file)}
              isBusy={isBusy}
            />
            {status}
          </Stack>
        ) : kind && checked ? (
          <Stack gap="md" mt="md">
            <ColumnsStep
              kind={kind}
              report={checked}
              choices={choices}
              onChoose={(key, header) => setChoices((current) => ({ ...current, [key]: header }))}
              onCheck={() => void checkColumns()}
              onBack={() => setStep(STEPS.file)}
              isBusy={isBusy}
            />
            {status}
          </Stack>
        ) : null}
      </Stepper.Step>
      <Stepper.Step
        label={m.imports_step_preview()}
        description={m.imports_step_preview_description()}
        allowStepSelect={canSelect(STEPS.preview)}
      >
        {kind && checked ? (
          <Stack mt="md">
            <PreviewStep
              kind={kind}
              report={checked}
              skipBadRows={skipBadRows}
              onSkipBadRowsChange={setSkipBadRows}
              passwords={passwords}
              onPasswordsChange={setPasswords}
              refusal={refusal}
              onImport={() => void runImport()}
              onBack={() => setStep(STEPS.columns)}
              isBusy={isBusy}
              status={status}
            />
          </Stack>
        ) : null}
      </Stepper.Step>
      <Stepper.Step label={m.imports_step_done()} description={m.imports_step_done_description()}>
        {kind && result ? (
          <Stack mt="md">
            <DoneStep kind={kind} result={result} onAgain={startAgain} />
          </Stack>
        ) : null}
      </Stepper.Step>
    </Stepper>
  );
}
