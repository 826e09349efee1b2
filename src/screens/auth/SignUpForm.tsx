import { useId, useState, type FormEvent } from 'react';
import { useSelector } from '@xstate/react';
import { PASSWORD_MIN, type SignUpPayload } from '../../../contracts';
import {
  selectBusy, selectCanResend, selectCodeRecipient, selectError, selectFieldErrors, selectStep,
} from '../../../machines/otp-signup';
import { useAppActors } from '../../app/AppActorsContext';
import { otpSignupLogic } from './auth.actors';
import { Checkbox, Field, FIELDS_NEED_ATTENTION, FormMessage, formStyles } from '../../components/Form';
import { useScreenActor } from '../../app/use-screen-actor';

const EMPTY = {
  firstName: '', lastName: '', username: '', email: '', phone_number: '', password: '',
  is_underage: false, parent_name: '', parent_email: '', parent_phone_number: '', tnc_accepted: false,
};

/** Sign-up with an e-mailed code: the form, then the code; under-18s give a parent's details. */
export function SignUpForm() {
  const { auth } = useAppActors();
  // The machine hands the new session to the auth actor itself (no view effect forwards it).
  const signup = useScreenActor(otpSignupLogic, { input: { auth } });
  const step = useSelector(signup, selectStep);
  const busy = useSelector(signup, selectBusy);
  const error = useSelector(signup, selectError);
  const fieldErrors = useSelector(signup, selectFieldErrors);
  const canResend = useSelector(signup, selectCanResend);
  const recipient = useSelector(signup, selectCodeRecipient);
  const [values, setValues] = useState(EMPTY);
  const [code, setCode] = useState('');
  const codeErrorId = useId();

  const set = (key: keyof typeof EMPTY) => (e: { target: { value: string; checked?: boolean; type?: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  if (step === 'code' || step === 'done') {
    const verify = (e: FormEvent) => {
      e.preventDefault();
      signup.send({ type: 'otp.verify', code });
    };
    return (
      <form onSubmit={verify} noValidate>
        <p>We sent a 6-digit code to <strong>{recipient}</strong>. It expires in 10 minutes.</p>
        <Field label="Code" name="otp" inputMode="numeric" autoComplete="one-time-code" maxLength={6} pattern="[0-9]{6}" required autoFocus value={code} onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          aria-invalid={error ? true : undefined} aria-describedby={error ? codeErrorId : undefined} />
        {/* Every refusal here is about the code: the field is marked and described by it. */}
        <FormMessage id={codeErrorId} error={error} />
        <button type="submit" className="button" disabled={busy || code.length !== 6}>{busy ? 'Checking…' : 'Verify and create account'}</button>
        <div className={formStyles.actions}>
          <button type="button" className="button button--ghost" disabled={!canResend || busy} onClick={() => signup.send({ type: 'otp.resend' })}>
            {canResend ? 'Send a new code' : 'Send a new code (in a moment)'}
          </button>
          <button type="button" className="button button--ghost" disabled={busy} onClick={() => signup.send({ type: 'otp.edit' })}>Change details</button>
        </div>
      </form>
    );
  }

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const details: SignUpPayload = {
      firstName: values.firstName, lastName: values.lastName, username: values.username, email: values.email,
      password: values.password, phone_number: values.phone_number, tnc_accepted: values.tnc_accepted as true,
      is_underage: values.is_underage,
      ...(values.is_underage ? { parent_name: values.parent_name, parent_email: values.parent_email, parent_phone_number: values.parent_phone_number } : {}),
    };
    signup.send({ type: 'otp.submit', details });
  };

  return (
    <form onSubmit={submit} noValidate>
      <div className={formStyles.row}>
        <Field label="First name" name="firstName" autoComplete="given-name" required error={fieldErrors.firstName} value={values.firstName} onChange={set('firstName')} />
        <Field label="Last name" name="lastName" autoComplete="family-name" error={fieldErrors.lastName} value={values.lastName} onChange={set('lastName')} />
      </div>
      <Field label="Username" name="username" autoComplete="username" required error={fieldErrors.username} hint="3–32 letters, digits, dot, dash or underscore." value={values.username} onChange={set('username')} />
      <Field label="E-mail" name="email" type="email" autoComplete="email" required error={fieldErrors.email} value={values.email} onChange={set('email')} />
      <Field label="Phone (optional)" name="phone_number" type="tel" autoComplete="tel" error={fieldErrors.phone_number} value={values.phone_number} onChange={set('phone_number')} />
      <Field label="Password" name="password" type="password" autoComplete="new-password" required error={fieldErrors.password} minLength={PASSWORD_MIN} hint={`At least ${PASSWORD_MIN} characters.`} value={values.password} onChange={set('password')} />
      <Checkbox label="I am under 18" name="is_underage" checked={values.is_underage} onChange={set('is_underage')} />
      {values.is_underage && (
        <fieldset className={formStyles.fieldset}>
          <legend>Parent or guardian</legend>
          <p className={formStyles.lead}>We send the code to your parent or guardian.</p>
          <Field label="Parent’s name" name="parent_name" required error={fieldErrors.parent_name} value={values.parent_name} onChange={set('parent_name')} />
          <Field label="Parent’s e-mail" name="parent_email" type="email" required error={fieldErrors.parent_email} value={values.parent_email} onChange={set('parent_email')} />
          <Field label="Parent’s phone" name="parent_phone_number" type="tel" required error={fieldErrors.parent_phone_number} value={values.parent_phone_number} onChange={set('parent_phone_number')} />
        </fieldset>
      )}
      <Checkbox label="I accept the terms and conditions" name="tnc_accepted" error={fieldErrors.tnc_accepted} checked={values.tnc_accepted} onChange={set('tnc_accepted')} />
      <FormMessage error={error ?? (Object.keys(fieldErrors).length > 0 ? FIELDS_NEED_ATTENTION : null)} />
      <button type="submit" className="button" disabled={busy}>{busy ? 'Sending code…' : 'Send code'}</button>
    </form>
  );
}
