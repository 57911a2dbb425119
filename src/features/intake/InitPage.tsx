import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, Card, Container, Form, InputGroup } from 'react-bootstrap';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '../../backend/browserStorage';
import { useUser, type SignedInUser } from '../../backend/UserProvider';
import {
  BOT_DELAY_MS,
  EMPTY_INTAKE,
  MESSAGES,
  REDIRECT_AFTER_FINALIZE_MS,
  STEPS,
  isListStep,
  parseStoredIntake,
  prepareSession,
  stepLimit,
  submitEntry,
  transcriptOf,
  type ChatMessage,
  type IntakeState,
} from '../../domain/intake';
import { lengthState } from '../../domain/limits';
import { paths } from '../../domain/paths';
import { CharacterCount } from '../../ui/CharacterCount';
import { CRISIS_RESPONSE, THREAT_NOT_PASSED_ON, crisisKinds } from '../../domain/crisis';
import { HelpList } from '../../ui/HelpList';
import { useDocumentTitle } from '../../ui/useDocumentTitle';

/**
 * The chat in progress survives a reload of the tab (per account), never a new tab. With storage
 * unavailable (private mode) the chat still works; it just won't survive a reload.
 */
const draftKey = (email: string) => `intakeDraft:${email.trim().toLowerCase()}`;

const readDraft = (email: string): IntakeState => parseStoredIntake(sessionStore.get(draftKey(email))) ?? EMPTY_INTAKE;

function writeDraft(email: string, state: IntakeState | null) {
  if (state) sessionStore.set(draftKey(email), JSON.stringify(state));
  else sessionStore.remove(draftKey(email));
}

/** The call that creates the session, loaded when the chat is finished. */
const loadSessionCalls = () => import('../../backend/sessions');
const errorDetails = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** /init: the start-a-session chat (docs/rules.md, "Intake"). */
export default function InitPage() {
  useDocumentTitle('Start a Session');
  const user = useUser();
  // The route is protected, so a user is known here.
  if (user.status !== 'signedIn') return null;
  return <IntakeChat user={user.user} />;
}

type Phase = 'chatting' | 'finalizing' | 'failed' | 'done';

function IntakeChat({ user }: { user: SignedInUser }) {
  const navigate = useNavigate();
  const [state, setState] = useState<IntakeState>(() => readDraft(user.email));
  const [messages, setMessages] = useState<ChatMessage[]>(() => transcriptOf(state, user.firstName));
  const [typing, setTyping] = useState(false);
  const [text, setText] = useState('');
  const [phase, setPhase] = useState<Phase>('chatting');
  const createdId = useRef<string | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const logEnd = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);
  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, typing]);

  const later = (ms: number, run: () => void) => timers.current.push(setTimeout(run, ms));
  const botSays = (reply: string, then?: () => void, crisis?: string) => {
    setTyping(true);
    later(BOT_DELAY_MS, () => {
      setTyping(false);
      setMessages((m) => [...m, { from: 'bot', text: reply, crisis }]);
      then?.();
      input.current?.focus();
    });
  };

  async function finalize(complete: IntakeState) {
    setPhase('finalizing');
    const prepared = prepareSession(complete.answers, user);
    if ('problem' in prepared) {
      setPhase('failed');
      return botSays(prepared.problem);
    }
    const sessions = await loadSessionCalls();
    try {
      createdId.current ??= await sessions.createSession(prepared.input);
    } catch (error) {
      setPhase('failed');
      return botSays(MESSAGES.saveFailed(errorDetails(error)));
    }
    const id = createdId.current;
    // The invitation goes out after the initiator's private safety check, which the session's
    // first screen asks (docs/rules.md, "Safety"), never before.
    writeDraft(user.email, null);
    setPhase('done');
    botSays(MESSAGES.safetyNext(complete.answers.collaboratorFirstName), () =>
      later(REDIRECT_AFTER_FINALIZE_MS, () => navigate(paths.session.overview(id, { invited: '1' }), { state: { showInviteToast: true } })),
    );
  }

  const step = STEPS[state.step];
  const limit = step === undefined ? Infinity : stepLimit(step);
  const tooLong = lengthState(text, limit).over > 0;

  function send(event?: FormEvent) {
    event?.preventDefault();
    if (typing || phase !== 'chatting') return;
    // Too long is said under the box as it is typed; it never enters the conversation to be refused there.
    if (tooLong) return;
    const entry = text;
    if (!entry.trim() && !isListStep(STEPS[state.step])) return;
    // Words of danger get the fixed response and the help list first; a threat to the other
    // person never enters the conversation (the server refuses to store it too) and stays in the box.
    const danger = crisisKinds(entry);
    if (danger.includes('threat')) return botSays(MESSAGES.rewriteThreat, undefined, THREAT_NOT_PASSED_ON);
    const crisis = danger.length ? CRISIS_RESPONSE : undefined;
    setText('');
    if (entry.trim()) setMessages((m) => [...m, { from: 'user', text: entry.trim() }]);
    const result = submitEntry(state, entry, user.email);
    if (result.kind === 'complete') {
      setState(result.state);
      botSays(result.reply, () => void finalize(result.state).catch((error: unknown) => {
        setPhase('failed');
        botSays(MESSAGES.finalizeFailed(errorDetails(error)));
      }), crisis);
      return;
    }
    if (result.kind === 'accepted') {
      setState(result.state);
      writeDraft(user.email, result.state);
    }
    // A refused answer goes back into the box to be fixed rather than typed again.
    if (result.kind === 'refused' && entry.trim().toLowerCase() !== 'done') setText(entry);
    botSays(result.reply, undefined, crisis);
  }

  function retry() {
    setPhase('chatting');
    void finalize(state).catch((error: unknown) => {
      setPhase('failed');
      botSays(MESSAGES.finalizeFailed(errorDetails(error)));
    });
  }

  function startOver() {
    writeDraft(user.email, null);
    createdId.current = null;
    setState(EMPTY_INTAKE);
    setMessages(transcriptOf(EMPTY_INTAKE, user.firstName));
    setPhase('chatting');
  }

  const multiline = step !== undefined && isListStep(step);
  return (
    <Container className="py-4" style={{ maxWidth: 820 }}>
      <h1 className="h3 mb-3">Start a Session</h1>
      <Card className="shadow-sm border-0">
        <Card.Body className="intake-log" role="log" aria-live="polite" aria-label="Conversation">
          {messages.map((message, index) => (
            <div key={index} className={`intake-message intake-${message.from}`}>
              <span className="visually-hidden">{message.from === 'bot' ? 'Dfuse says: ' : 'You said: '}</span>
              {message.crisis ? (
                <div className="intake-crisis mb-2" role="alert">
                  <p className="mb-2">{message.crisis}</p>
                  <HelpList />
                </div>
              ) : null}
              <span className="intake-text">{message.text}</span>
            </div>
          ))}
          {typing ? (
            <div className="intake-message intake-typing" aria-label="Dfuse is typing">
              <span aria-hidden="true">•••</span>
            </div>
          ) : null}
          <div ref={logEnd} />
        </Card.Body>
        <Card.Footer className="bg-transparent">
          {phase === 'failed' ? (
            <div className="d-flex flex-wrap gap-2">
              <Button onClick={retry}>Try again</Button>
              <Button variant="outline-secondary" onClick={startOver}>
                Start over
              </Button>
            </div>
          ) : (
            <Form onSubmit={send}>
              <InputGroup>
                <Form.Control
                  ref={input}
                  as="textarea"
                  rows={multiline ? 2 : 1}
                  aria-label="Your answer"
                  placeholder={multiline ? "Type your answer, or 'done' to move on" : 'Type your answer'}
                  value={text}
                  disabled={phase !== 'chatting'}
                  autoFocus
                  aria-describedby="intake-help intake-count"
                  aria-invalid={tooLong || undefined}
                  onChange={(e) => setText(e.target.value)}
                  onKeyDown={(e) => {
                    // Enter sends; Shift+Enter starts a new line in a longer answer.
                    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                      e.preventDefault();
                      send();
                    }
                  }}
                />
                <Button type="submit" disabled={phase !== 'chatting' || typing || tooLong}>
                  Send
                </Button>
              </InputGroup>
              {Number.isFinite(limit) ? (
                <CharacterCount
                  id="intake-count"
                  value={text}
                  limit={limit}
                  overHint={multiline ? 'Shorten it, or send it as two answers: nothing is sent until it fits.' : 'Please shorten it.'}
                />
              ) : null}
              <Form.Text id="intake-help">
                Press Enter to send, Shift+Enter for a new line. The person you invite will see your answers.
              </Form.Text>
            </Form>
          )}
        </Card.Footer>
      </Card>
    </Container>
  );
}
