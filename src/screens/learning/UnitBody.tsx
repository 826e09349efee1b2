import { useState } from 'react';
import { fileBodySchema, quizBodySchema, videoBodySchema, type Unit } from '../../../contracts';
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

function Quiz({ unit }: { unit: Unit }) {
  const quiz = parseJson(quizBodySchema, unit.unit_body);
  const [answers, setAnswers] = useState<Record<number, number>>({});
  const [checked, setChecked] = useState(false);
  if (!quiz) return <Paragraphs text={unit.unit_body} />;
  const score = quiz.questions.filter((q, i) => answers[i] === q.answer).length;
  return (
    <form className={styles.quiz} onSubmit={(e) => { e.preventDefault(); setChecked(true); }}>
      {quiz.questions.map((q, i) => (
        <fieldset key={i}>
          <legend>{i + 1}. {q.question}</legend>
          {q.options.map((o, oi) => (
            <label key={oi}>
              <input type="radio" name={`q-${unit.unit_id}-${i}`} checked={answers[i] === oi} onChange={() => { setAnswers({ ...answers, [i]: oi }); setChecked(false); }} />
              {o}
            </label>
          ))}
          {checked && answers[i] !== undefined && (
            <p className={answers[i] === q.answer ? styles.right : styles.wrong}>
              {answers[i] === q.answer ? '✓ Right.' : `✗ Not quite — the answer is “${q.options[q.answer]}”.`} {q.explanation}
            </p>
          )}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="submit" className="button" disabled={Object.keys(answers).length === 0}>Check answers</button>
        {checked && <p role="status" className={styles.muted}>{score} of {quiz.questions.length} right</p>}
      </div>
    </form>
  );
}

/** A unit's content by type: text, video link, file, quiz. */
export function UnitBody({ unit }: { unit: Unit }) {
  if (unit.unit_type === 'quiz') return <Quiz key={unit.unit_id} unit={unit} />;
  if (unit.unit_type === 'video') {
    const video = parseJson(videoBodySchema, unit.unit_body);
    if (!video) return <Paragraphs text={unit.unit_body} />;
    return (
      <div className={styles.body}>
        {video.summary && <p>{video.summary}</p>}
        <p><a className="button" href={video.url} target="_blank" rel="noopener noreferrer">▶ Watch the video (opens in a new tab)</a></p>
      </div>
    );
  }
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
