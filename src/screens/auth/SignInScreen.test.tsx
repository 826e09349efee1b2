import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../tests/msw/server';
import { renderApp } from '../../../tests/helpers/render-app';

describe('SignInScreen: refused fields (decision 0057)', () => {
  it('shows the server’s sentence at the field it names, not the developer’s text', async () => {
    server.use(mswHttp.post('*/api/auth/signin', () => HttpResponse.json({
      message: 'Invalid body.username: Enter your username or e-mail.', statusCode: 400,
      fields: { username: 'Enter your username or e-mail.' },
    }, { status: 400 })));
    renderApp('/auth');
    const username = await screen.findByLabelText('Username or e-mail');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your username or e-mail.')).toBeInTheDocument();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('Enter your username or e-mail.');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('alert')).toHaveTextContent('Check the highlighted fields.');
    expect(screen.queryByText(/Invalid body/)).not.toBeInTheDocument();
  }, 20_000);

  it('keeps a refusal that names no field under the form, with no field marked', async () => {
    server.use(mswHttp.post('*/api/auth/signin', () => HttpResponse.json({ message: 'Invalid username or password.', statusCode: 401 }, { status: 401 })));
    renderApp('/auth');
    await userEvent.type(await screen.findByLabelText('Username or e-mail'), 'maya');
    await userEvent.type(screen.getByLabelText('Password'), 'wrong-pass');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password.');
    expect(screen.getByLabelText('Username or e-mail')).not.toHaveAttribute('aria-invalid');

    // Correcting the password answers the message.
    await userEvent.type(screen.getByLabelText('Password'), 'x');
    expect(screen.queryByRole('alert')).toBeNull();
  }, 20_000);
});
