import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useIntlLocale } from '../common/dates';
import { rupees } from '../common/money';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { errorMessage } from '../providers/httpClient';
import { IgnoreDialog } from './IgnoreDialog';
import { MatchDialog } from './MatchDialog';
import type { StatementLine, TopUp } from './types';

export const OPEN_LINES_KEY = ['statement-lines', 'open'] as const;

type Decision = { kind: 'match' | 'ignore' | 'received'; line: StatementLine };

/** The match dialog of an open item, with the top-ups still waiting in the period of the import it came from. */
function OpenItemMatch(props: Omit<Parameters<typeof MatchDialog>[0], 'unpaid'>) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data } = useQuery({ queryKey: ['statement-import', props.line.importId], queryFn: async () => (await dataProvider.statementImport(props.line.importId)).data });
  return <MatchDialog {...props} unpaid={data?.unpaid ?? (data ? [] : undefined)} />;
}

/**
 * What an admin does with a credit left open: match it to a top-up (UNKNOWN), approve its top-up for what arrived
 * (MISMATCH), or say it is not a top-up. Each opens its dialog; the answer (the line as it now stands) goes to
 * `onSettled`, and a refusal's detail is shown as a notification, the dialog left open to try again.
 * `unpaid`: the top-ups to offer in the match dialog (an import's); without it, each line's import is asked for them.
 */
export function useLineDecisions({ onSettled, unpaid }: { onSettled: (line: StatementLine) => void; unpaid?: TopUp[] }) {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const translate = useTranslate();
  const locale = useIntlLocale();
  const [open, setOpen] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);

  const decide = async (call: () => Promise<{ data: StatementLine }>, done: (line: StatementLine) => [string, Record<string, unknown>]) => {
    setBusy(true);
    try {
      const { data } = await call();
      // A 401/403 ended the session: react-admin's data provider then answers an empty result.
      if (!(data as Partial<StatementLine> | undefined)?.id) return;
      const [message, messageArgs] = done(data);
      notify(message, { type: 'success', messageArgs });
      setOpen(null);
      onSettled(data);
      void queryClient.invalidateQueries({ queryKey: ['statement-lines'] });
    } catch (error) {
      notify('app.statements.action_failed', { type: 'error', messageArgs: { detail: errorMessage(error) } });
    } finally {
      setBusy(false);
    }
  };

  const approved = (line: StatementLine): [string, Record<string, unknown>] => [
    'app.statements.matched_done',
    { id: line.payment?.id ?? '', amount: rupees(line.payment?.amount ?? line.amount, locale) },
  ];
  const match = (line: StatementLine, body: Parameters<ConsoleDataProvider['matchStatementLine']>[1]) => decide(() => dataProvider.matchStatementLine(line.id, body), approved);
  const ignore = (line: StatementLine, note: string) =>
    decide(
      () => dataProvider.ignoreStatementLine(line.id, { note }),
      () => ['app.statements.ignored_done', {}],
    );

  const button = (kind: Decision['kind'], line: StatementLine, label: string, color: 'success' | 'inherit' = 'inherit') => (
    <Button key={kind} size="small" variant={color === 'success' ? 'contained' : 'outlined'} color={color} onClick={() => setOpen({ kind, line })} disabled={busy}>
      {translate(label)}
    </Button>
  );

  /** The buttons of an open line: none for one already settled. */
  const actionsFor = (line: StatementLine): ReactNode => {
    if (line.status === 'UNKNOWN') return [button('match', line, 'app.statements.match', 'success'), button('ignore', line, 'app.statements.ignore')];
    if (line.status === 'MISMATCH') return [...(line.payment ? [button('received', line, 'app.statements.approve_received', 'success')] : []), button('ignore', line, 'app.statements.ignore')];
    return null;
  };

  const close = () => setOpen(null);
  const line = open?.line;
  const dialogs = line && (
    <>
      {open.kind === 'match' &&
        (unpaid ? (
          <MatchDialog line={line} unpaid={unpaid} busy={busy} onCancel={close} onConfirm={(body) => void match(line, body)} />
        ) : (
          <OpenItemMatch line={line} busy={busy} onCancel={close} onConfirm={(body) => void match(line, body)} />
        ))}
      {open.kind === 'ignore' && <IgnoreDialog line={line} busy={busy} onCancel={close} onConfirm={(note) => void ignore(line, note)} />}
      {open.kind === 'received' && line.payment && (
        <Confirm
          isOpen
          loading={busy}
          title="app.statements.received_title"
          content="app.statements.received_content"
          translateOptions={{ id: line.payment.id, amount: rupees(line.amount, locale), asked: rupees(line.payment.charged, locale), email: line.payment.email }}
          confirm="app.statements.approve_received"
          confirmColor="primary"
          onConfirm={() => void match(line, { paymentId: line.payment!.id, creditReceived: true })}
          onClose={close}
        />
      )}
    </>
  );

  return { actionsFor, dialogs };
}
