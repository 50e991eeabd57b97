import { Button } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isNotFoundError } from '../api/client';
import { EmptyState } from './empty-state';
import { ErrorLine } from './error-line';
import { PageHeader } from './page-header';

interface RecordLoadFailureProps {
  /** The link back to the record's list, above the title. */
  back: ReactNode;
  title: string;
  error: unknown;
  /** The list's icon, shown when the record is not there. */
  icon: ReactNode;
  notFoundTitle: string;
  notFoundMessage: string;
  /** The list to go back to, and its button's words. */
  listPath: string;
  listLabel: string;
  /** What the page says when the record could not be read (not a 404). */
  failedMessage: string;
}

/**
 * A record's page when its record did not load: "not found" with a way back to the list for a
 * 404 (a deleted record, a mistyped link), else the failure line.
 */
export function RecordLoadFailure(props: RecordLoadFailureProps) {
  return (
    <>
      {props.back}
      <PageHeader title={props.title} />
      {isNotFoundError(props.error) ? (
        <EmptyState
          icon={props.icon}
          title={props.notFoundTitle}
          message={props.notFoundMessage}
          action={
            <Button component={Link} to={props.listPath} variant="light">
              {props.listLabel}
            </Button>
          }
        />
      ) : (
        <ErrorLine message={props.failedMessage} />
      )}
    </>
  );
}
