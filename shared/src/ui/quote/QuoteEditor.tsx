import { useState } from 'react';
import { isApiError } from 'shared/api';
import { Banner } from 'shared/ui';
import { Button, Card, Flex, Input, PlusOutlined } from 'shared/ui/antd';
import type { QuoteInput } from '../../contracts/estimateQuotes';
import { QuoteLines } from './QuoteLines';
import {
  draftTotal,
  inputOf,
  money,
  newLine,
  type QuoteDraft,
} from './quoteDraft';
import './quote.css';

export interface QuoteEditorProps {
  /** the estimate's draft as saved (lines, message, valid-until, do-not-exceed) */
  draft: QuoteDraft;
  /** the estimate's version (the editor starts again from `draft` when it changes) */
  version: number;
  /** never sent yet: the button reads "Send estimate", else "Send revision" */
  firstSend: boolean;
  /** saves the draft; answers the estimate's version after the save */
  save: (input: QuoteInput) => Promise<{ version?: number }>;
  /** sends the saved draft as the customer's next version */
  send: (version: number) => Promise<unknown>;
  /** after a save or send, or a 409: the page reloads the estimate */
  onChanged: () => void;
  /** what a successful send says (where the customer reads it) */
  sentText?: string;
}

const FALLBACK = 'We could not save the quote. Please try again.';

/**
 * The store, or a vendor for its own customers, writes the quote (ADR 0026): a price per line, parts and labour it adds, a message, an
 * optional valid-until day and do-not-exceed amount. "Save draft" keeps it from the customer;
 * "Send estimate" (or "Send revision") saves it and sends it as the customer's next version. A
 * refusal shows on its line and keeps what was typed.
 */
export function QuoteEditor({
  draft: savedDraft,
  version,
  firstSend,
  save,
  send: sendDraft,
  onChanged,
  sentText = 'Sent: the customer has a mail with a link to this estimate.',
}: QuoteEditorProps) {
  const [draft, setDraft] = useState<QuoteDraft>(savedDraft);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState<'save' | 'send' | null>(null);
  // the estimate changed (saved, sent, or by someone else): the editor shows it as it is now
  const [seen, setSeen] = useState(version);
  if (seen !== version) {
    setSeen(version);
    setDraft(savedDraft);
  }
  const sendLabel = firstSend ? 'Send estimate' : 'Send revision';
  const total = draftTotal(draft);

  const run = async (send: boolean) => {
    setPending(send ? 'send' : 'save');
    setProblem(null);
    setSaved(null);
    setErrors({});
    try {
      const after = await save(inputOf(draft, version));
      if (send) await sendDraft(after.version ?? version + 1);
      setSaved(
        send ? sentText : 'Draft saved. The customer sees it once you send it.',
      );
      onChanged();
    } catch (error) {
      setProblem(
        error instanceof Error && error.message ? error.message : FALLBACK,
      );
      if (isApiError(error)) {
        setErrors(error.fieldErrors);
        // someone else changed it: the page shows what they saved
        if (error.status === 409) onChanged();
      }
    } finally {
      setPending(null);
    }
  };

  const field = (name: 'message' | 'valid_until' | 'not_to_exceed') => ({
    id: `quote-${name}`,
    value: draft[name],
    disabled: pending !== null,
    ...(errors[name]
      ? { 'aria-invalid': true, 'aria-describedby': `quote-${name}-error` }
      : {}),
  });
  const fieldError = (name: string) =>
    errors[name] ? (
      <div id={`quote-${name}-error`} className="quote__error" role="alert">
        {errors[name]}
      </div>
    ) : null;

  return (
    <Card title="Quote" size="small">
      <Flex vertical gap={12}>
        {problem && <Banner type="failure" title={problem} />}
        {saved && <Banner type="success" title={saved} />}
        <QuoteLines
          lines={draft.lines}
          errors={errors}
          disabled={pending !== null}
          onChange={(lines) => {
            if (lines.length !== draft.lines.length) setErrors({});
            setDraft({ ...draft, lines });
          }}
        />
        <Flex wrap gap={8}>
          {(['part', 'labour'] as const).map((kind) => (
            <Button
              key={kind}
              icon={<PlusOutlined />}
              disabled={pending !== null || draft.lines.length >= 50}
              onClick={() =>
                setDraft({ ...draft, lines: [...draft.lines, newLine(kind)] })
              }
            >
              {kind === 'part' ? 'Add a part' : 'Add labour'}
            </Button>
          ))}
        </Flex>
        <p className="quote__total" aria-live="polite">
          Total: {total === null ? '—' : money(total)}
        </p>
        <div>
          <label className="quote__label" htmlFor="quote-message">
            Message to the customer
          </label>
          <Input.TextArea
            {...field('message')}
            rows={3}
            maxLength={4000}
            onChange={(e) => setDraft({ ...draft, message: e.target.value })}
          />
          {fieldError('message')}
        </div>
        <Flex wrap gap={12}>
          <div className="quote__small">
            <label className="quote__label" htmlFor="quote-valid_until">
              Valid until (optional)
            </label>
            <Input
              {...field('valid_until')}
              type="date"
              onChange={(e) =>
                setDraft({ ...draft, valid_until: e.target.value })
              }
            />
            {fieldError('valid_until')}
          </div>
          <div className="quote__small">
            <label className="quote__label" htmlFor="quote-not_to_exceed">
              Do not exceed ($, optional)
            </label>
            <Input
              {...field('not_to_exceed')}
              inputMode="decimal"
              onChange={(e) =>
                setDraft({ ...draft, not_to_exceed: e.target.value })
              }
            />
            {fieldError('not_to_exceed')}
          </div>
        </Flex>
        {fieldError('lines')}
        <Flex wrap gap={8}>
          <Button
            loading={pending === 'save'}
            disabled={pending !== null}
            onClick={() => void run(false)}
          >
            Save draft
          </Button>
          <Button
            type="primary"
            loading={pending === 'send'}
            disabled={pending !== null}
            onClick={() => void run(true)}
          >
            {sendLabel}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
