import { useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { PASSWORD_MIN } from '../../../contracts';
import { selectUser } from '../../../machines/auth';
import { selectBusy, selectError, selectFieldErrors, selectMessage } from '../../../machines/form-submit';
import { useAuth } from '../../app/AppActorsContext';
import { changePasswordLogic } from './account.actors';
import { Card, Field, FIELDS_NEED_ATTENTION, FormMessage } from '../../components/Form';
import { useScreenActor } from '../../app/use-screen-actor';

/** /change-password: current password, new password twice. */
export default function ChangePasswordScreen() {
  const user = useAuth(selectUser);
  const form = useScreenActor(changePasswordLogic);
  const busy = useSelector(form, selectBusy);
  const serverError = useSelector(form, selectError);
  const message = useSelector(form, selectMessage);
  // The server's refusals by field (decision 0057): each sentence at its field.
  const fieldErrors = useSelector(form, selectFieldErrors);
  const fieldsNamed = Object.keys(fieldErrors).length > 0;
  const [values, setValues] = useState({ old_password: '', new_password: '', confirm: '' });
  const [mismatch, setMismatch] = useState(false);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const differs = values.new_password !== values.confirm;
    setMismatch(differs);
    if (differs || !user) return;
    form.send({ type: 'form.submit', values: { email: user.email, old_password: values.old_password, new_password: values.new_password } });
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <Card title="Change Password">
      <form onSubmit={submit} noValidate>
        <Field label="Current password" name="old_password" type="password" autoComplete="current-password" required error={fieldErrors.old_password} value={values.old_password} onChange={set('old_password')} />
        <Field label="New password" name="new_password" type="password" autoComplete="new-password" required error={fieldErrors.new_password} minLength={PASSWORD_MIN} hint={`At least ${PASSWORD_MIN} characters.`} value={values.new_password} onChange={set('new_password')} />
        <Field label="Repeat new password" name="confirm" type="password" autoComplete="new-password" required error={mismatch ? 'The new passwords do not match.' : null} value={values.confirm} onChange={set('confirm')} />
        <FormMessage error={mismatch || fieldsNamed ? FIELDS_NEED_ATTENTION : serverError} success={message} />
        <button type="submit" className="button" disabled={busy}>{busy ? 'Saving…' : 'Change password'}</button>
      </form>
    </Card>
  );
}
