import { Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../api/client';
import { scanCode } from '../../api/scan';
import { beepOk, beepRefused } from '../../components/scanner/beep';
import { ScanInput } from '../../components/scanner/scan-input';
import { scanTargetPath } from '../../lib/paths';
import { m } from '../../paraglide/messages.js';
import { ScanFeedback, type Feedback } from '../../components/scanner/scan-feedback';
import { MatchList } from './match-list';
import { formatNumber, type TScanMatch } from '@godown/shared';

/** Find: a code goes straight to the page of what it names; several matches are listed to choose. */
export function FindTask() {
  const navigate = useNavigate();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [matches, setMatches] = useState<TScanMatch[]>([]);
  const onScan = async (code: string) => {
    try {
      const answer = await scanCode(code);
      beepOk();
      if (answer.matches.length === 1) navigate(scanTargetPath(answer.matches[0]!));
      else {
        setMatches(answer.matches);
        setFeedback({
          tone: 'ok',
          message: m.scan_code_matches_several({ code, count: formatNumber(answer.matches.length, 0) }),
        });
      }
    } catch (error) {
      beepRefused();
      setMatches([]);
      setFeedback({ tone: 'refused', message: errorMessage(error, m.scan_nothing_matches_code({ code })) });
    }
  };
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {m.scan_find_hint()}
      </Text>
      <ScanInput
        label={m.scan_code()}
        onScan={(code) => void onScan(code)}
        withCamera
        data-autofocus
        autoFocus
      />
      <ScanFeedback feedback={feedback} />
      <MatchList matches={matches} onChoose={(match) => navigate(scanTargetPath(match))} />
    </Stack>
  );
}
