import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES, parseMembersCsv } from './csv-rows';

const roles = [
  { role_id: 3, role_name: 'volunteer', display_name: 'Volunteer' },
  { role_id: 40, role_name: 'mentors', display_name: 'Mentor' },
];

describe('parseMembersCsv', () => {
  it('reads valid rows with any header case, optional columns and roles by name, display name or id', () => {
    const result = parseMembersCsv('Username,E-mail,First Name,last_name,Roles\nada,ADA@example.org,Ada,Lovelace,volunteer;Mentor\nbob,bob@example.org,Bob,,40\n', roles);
    expect(result).toEqual({
      ok: true,
      rows: [
        { row: 2, values: { username: 'ada', email: 'ADA@example.org', firstName: 'Ada', lastName: 'Lovelace', roles: 'volunteer;Mentor' }, errors: [],
          item: { username: 'ada', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace', roles: [3, 40] } },
        { row: 3, values: { username: 'bob', email: 'bob@example.org', firstName: 'Bob', lastName: '', roles: '40' }, errors: [],
          item: { username: 'bob', email: 'bob@example.org', firstName: 'Bob', lastName: '', roles: [40] } },
      ],
    });
  });

  it('gives each bad row its reasons with the spreadsheet row number, skipping blank lines', () => {
    const result = parseMembersCsv([
      'username,email,firstName,roles',
      'oki,ok@example.org,Okay,',
      '',
      'x,not-an-email,,pilot',
      'OKI,other@example.org,Dup,',
      '"quoted, name",q@example.org,Q,',
    ].join('\n'), roles);
    if (!result.ok) throw new Error(result.error);
    expect(result.rows.map((r) => [r.row, r.errors])).toEqual([
      [2, []],
      [4, ['Username must be at least 3 characters.', 'Enter a valid e-mail address.', 'Enter the first name.', 'Unknown role: pilot.']],
      [5, ['The username OKI is also in row 2.']],
      [6, ['Username may use letters, digits, dot, dash and underscore.']],
    ]);
    expect(result.rows.filter((r) => r.item).length).toBe(1);
  });

  it('names missing required columns', () => {
    expect(parseMembersCsv('username,lastName\nada,L\n')).toEqual({ ok: false, error: CSV_MESSAGES.missingColumns(['email', 'firstName']) });
    expect(CSV_MESSAGES.missingColumns(['email'])).toBe('The file needs the columns username, email, firstName. Missing: email.');
  });

  it('refuses a file of more than 1000 rows with a clear message, and an empty one', () => {
    const big = ['username,email,firstName', ...Array.from({ length: 1001 }, (_, i) => `u${i}xx,u${i}@example.org,U`)].join('\n');
    expect(parseMembersCsv(big)).toEqual({
      ok: false, error: 'This file has 1,001 rows. Import at most 1,000 rows at a time: split the file and import each part.',
    });
    const max = ['username,email,firstName', ...Array.from({ length: 1000 }, (_, i) => `u${i}xx,u${i}@example.org,U`)].join('\n');
    expect(parseMembersCsv(max).ok).toBe(true);
    expect(parseMembersCsv('username,email,firstName\n\n')).toEqual({ ok: false, error: CSV_MESSAGES.empty });
  });

  it('reports the same e-mail twice, in any letter case', () => {
    const result = parseMembersCsv('username,email,firstName\naaa,A@x.org,A\nbbb,a@X.org,B\n');
    expect(result.ok && result.rows[1]!.errors).toEqual(['The e-mail a@X.org is also in row 2.']);
  });
});
