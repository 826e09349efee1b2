import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../contracts';
import { fileLink, imageLink, isLink } from './links';

describe('image and file link helpers (SPEC §5)', () => {
  it('builds the multimedia addresses, encoding the name', () => {
    expect(imageLink('team photo.png')).toBe('/api/multimedia/images/team%20photo.png');
    expect(fileLink('deck/v2.pdf')).toBe('/api/multimedia/files/deck%2Fv2.pdf');
  });

  it('keeps a value that is already an address', () => {
    expect(imageLink('https://cdn.example.org/a.png')).toBe('https://cdn.example.org/a.png');
    expect(imageLink('/logo.svg')).toBe('/logo.svg');
  });

  it.each([[undefined], [null], [42], [{ name: 'a.png' }], [['a.png']], [true]])(
    'answers "Send a string input for the link" for %j',
    (value) => {
      expect(imageLink(value)).toBe('Send a string input for the link');
      expect(fileLink(value)).toBe(MESSAGES.linkNeedsString);
      expect(isLink(imageLink(value))).toBe(false);
    },
  );

  it('tells addresses from the message', () => {
    expect(isLink(imageLink('a.png'))).toBe(true);
  });
});
