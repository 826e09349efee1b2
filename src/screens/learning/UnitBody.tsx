import { useState } from 'react';
import {
  fileBodySchema, passMarkOf, quizBodySchema, videoBodySchema, videoPlayerOf, type QuizResult, type Unit,
} from '../../../contracts';
import styles from './Learning.module.css';

function parseJson<T>(schema: { safeParse(v: unknown): { success: true; data: T } | { success: false } }, text: string): T | null {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const Paragraphs = ({ text }: { text: string }) => <>{text.split(/\n{2,}/).map((p, i) => <p key={i}>{p}</p>)}</>;

export interface QuizProps {
  /** The latest scored attempt (kept on the server; there after a reload). */
  result?: QuizResult;
  submitting: boolean;
  error: string | null;
  /** Absent when the learner is not enrolled (answers cannot be kept). */
  onSubmit?: (answers: (number | null)[]) => void;
}

/** A quiz: answers are checked on the server against the pass mark; the last result stays until "Try again". */
function Quiz({ unit, quiz: q }: { unit: Unit; quiz: QuizProps }) {
  const quiz = parseJson(quizBodySchema, unit.unit_body);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  /** The result the learner chose to retake: hidden until a newer one arrives. */
  const [retaken, setRetaken] = useState<number | null>(null);
  if (!quiz) return <Paragraphs text={unit.unit_body} />;
  const mark = passMarkOf(quiz);
  const shown = q.result && q.result.result_id !== retaken ? q.result : undefined;
  const chosen = (i: number) => (shown ? shown.answers[i] ?? undefined : answers[i]);
  const answered = Object.keys(answers).length;
  return (
    <form className={styles.quiz} aria-busy={q.submitting} onSubmit={(e) => {
      e.preventDefault();
      q.onSubmit?.(quiz.questions.map((_, i) => answers[i] ?? null));
    }}>
      <p className={styles.muted}>Pass mark: {mark} % right. The unit is completed when you pass.</p>
      {quiz.questions.map((question, i) => (
        <fieldset key={i} disabled={Boolean(shown) || q.submitting}>
          <legend>{i + 1}. {question.question}</legend>
          {question.options.map((o, oi) => (
            <label key={oi}>
              <input type="radio" name={`q-${unit.unit_id}-${i}`} checked={chosen(i) === oi} onChange={() => setAnswers({ ...answers, [i]: oi })} />
              {o}
            </label>
          ))}
          {shown && (
            <p className={shown.answers[i] === shown.correct_answers[i] ? styles.right : styles.wrong}>
              {shown.answers[i] === shown.correct_answers[i] ? '✓ Right.' : `✗ Not quite — the answer is “${question.options[shown.correct_answers[i] ?? 0]}”.`} {question.explanation}
            </p>
          )}
        </fieldset>
      ))}
      <div className={styles.actions} aria-live="polite">
        {shown ? (
          <>
            <p role="status" className={shown.passed ? styles.passed : styles.failed}>
              {shown.correct_count} of {shown.question_count} right ({shown.score_percent} %) — {shown.passed ? 'Passed ✓ This unit is completed.' : `Not passed yet: ${mark} % is needed.`}
            </p>
            <button type="button" className="button button--ghost" onClick={() => { setAnswers({}); setRetaken(shown.result_id); }}>Try again</button>
          </>
        ) : q.onSubmit ? (
          <button type="submit" className="button" disabled={answered === 0 || q.submitting}>{q.submitting ? 'Checking…' : 'Check answers'}</button>
        ) : <p className={styles.muted}>Enrol to answer this quiz.</p>}
        {q.error && <p role="alert">Your answers could not be checked: {q.error}</p>}
      </div>
    </form>
  );
}

/** A video unit plays in the page: a provider's player, a <video> for a file, the link otherwise (and always as a fallback). */
function Video({ unit }: { unit: Unit }) {
  const video = parseJson(videoBodySchema, unit.unit_body);
  if (!video) return <div className={styles.body}><Paragraphs text={unit.unit_body} /></div>;
  const player = videoPlayerOf(video.url);
  return (
    <div className={styles.body}>
      {(player.kind === 'youtube' || player.kind === 'vimeo') && (
        <div className={styles.video}>
          <iframe src={player.src} title={`Video: ${unit.unit_name}`} loading="lazy" referrerPolicy="strict-origin-when-cross-origin"
            allow="encrypted-media; picture-in-picture; fullscreen" allowFullScreen />
        </div>
      )}
      {player.kind === 'file' && (
        <div className={styles.video}>
          <video controls preload="metadata" src={player.src} aria-label={`Video: ${unit.unit_name}`}>
            <a href={player.src}>Download the video</a>
          </video>
        </div>
      )}
      {video.summary && <p>{video.summary}</p>}
      <p className={player.kind === 'link' ? undefined : styles.muted}>
        <a className={player.kind === 'link' ? 'button' : undefined} href={video.url} target="_blank" rel="noopener noreferrer">
          {player.kind === 'link' ? '▶ Watch the video (opens in a new tab)' : 'Open the video on its own page (new tab)'}
        </a>
      </p>
    </div>
  );
}

/** A unit's content by type: text, video (played in the page), file, quiz (checked on the server). */
export function UnitBody({ unit, quiz }: { unit: Unit; quiz: QuizProps }) {
  if (unit.unit_type === 'quiz') return <Quiz key={unit.unit_id} unit={unit} quiz={quiz} />;
  if (unit.unit_type === 'video') return <Video unit={unit} />;
  if (unit.unit_type === 'file') {
    const file = parseJson(fileBodySchema, unit.unit_body);
    if (!file) return <div className={styles.body}><Paragraphs text={unit.unit_body} /></div>;
    return (
      <div className={styles.body}>
        {file.summary && <p>{file.summary}</p>}
        <p><a className="button" href={file.url} download={file.file_name}>⬇ Download the file</a> <span className={styles.fileName}>{file.file_name}</span></p>
      </div>
    );
  }
  return <div className={styles.body}><Paragraphs text={unit.unit_body} /></div>;
}
