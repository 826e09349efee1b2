// Component tests share a module graph (decision 0092): one that mocks a module must run apart, in
// the isolated `components-mocks` project of vitest.config.ts, or its mock leaks into other files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import config from '../../vitest.config';

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return testFiles(full);
    return /\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('component tests that mock modules', () => {
  it('all run in the isolated project, and it holds only such files', () => {
    const projects = (config.test?.projects ?? []) as { test?: { name?: string; include?: string[] } }[];
    const isolated = projects.find((p) => p.test?.name === 'components-mocks')?.test?.include ?? [];
    const mocking = testFiles(path.resolve('src'))
      .filter((file) => /\bvi\.(do)?mock\(/.test(readFileSync(file, 'utf8')))
      .map((file) => path.relative(process.cwd(), file).split(path.sep).join('/'))
      .filter((file) => !file.startsWith('src/prerender/'));
    expect(mocking.sort()).toEqual([...isolated].sort());
    expect(isolated.length).toBeGreaterThan(0);
  });
});
