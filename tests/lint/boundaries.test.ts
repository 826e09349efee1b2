// The import boundaries must really fail: lint a violating file at each place.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries', () => {
  it.each([
    ['machines/ ↛ src/', 'machines/auth/bad.ts', "import { http } from '../../src/api/http';\nexport const x = http;\n"],
    ['machines/ ↛ react', 'machines/auth/bad.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['machines/ ↛ axios', 'machines/auth/bad.ts', "import axios from 'axios';\nexport const x = axios;\n"],
    ['components/ ↛ machines/', 'src/components/TopBar/bad.ts', "import { authMachine } from '../../../machines/auth';\nexport const x = authMachine;\n"],
    ['server/ ↛ src/', 'server/routes/bad.ts', "import { ROUTES } from '../../src/app/route-table';\nexport const x = ROUTES;\n"],
    ['screens ↛ other screens', 'src/screens/admin/bad.tsx', "import Home from '../home/HomeScreen';\nexport const x = Home;\n"],
    ['contracts/ ↛ server/', 'contracts/bad.ts', "import { app } from '../server/app';\nexport const x = app;\n"],
    ['screens ↛ api/', 'src/screens/events/bad.tsx', "import { listEvents } from '../../api/events';\nexport const x = listEvents;\n"],
  ])('%s is reported', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-imports');
  });

  it.each([
    ['machines/ → contracts/', 'machines/auth/ok.ts', "import { MESSAGES } from '../../contracts';\nexport const x = MESSAGES;\n"],
    ['screens → components/', 'src/screens/admin/ok.tsx', "import { StatusPage } from '../../components/StatusPage/StatusPage';\nexport const x = StatusPage;\n"],
    ['screens → own area', 'src/screens/home/ok.ts', "import { HERO } from './home-content';\nexport const x = HERO;\n"],
    ['area wiring → api/', 'src/screens/events/events.actors.ts', "import { listEvents } from '../../api/events';\nexport const x = listEvents;\n"],
  ])('%s is allowed', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain('no-restricted-imports');
  });

  // Every actor a view starts reaches the dev inspector: only useScreenActor may call useActorRef.
  it.each([
    ['useActorRef in a screen', 'src/screens/events/bad.tsx', "import { useActorRef } from '@xstate/react';\nimport { m } from './m';\nexport const useX = () => useActorRef(m);\n"],
    ['useMachine in a component', 'src/components/Modal/bad.tsx', "import { useMachine } from '@xstate/react';\nimport { m } from './m';\nexport const useX = () => useMachine(m);\n"],
    ['createActor in a screen', 'src/screens/events/bad.ts', "import { createActor } from 'xstate';\nimport { m } from './m';\nexport const a = createActor(m);\n"],
    ['useActorRef in app/', 'src/app/bad.ts', "import { useActorRef } from '@xstate/react';\nimport { m } from './m';\nexport const useX = () => useActorRef(m);\n"],
  ])('%s is reported', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).toContain('no-restricted-syntax');
  });

  it.each([
    ['useScreenActor in a screen', 'src/screens/events/ok.tsx', "import { useScreenActor } from '../../app/use-screen-actor';\nimport { m } from './m';\nexport const useX = () => useScreenActor(m);\n"],
    ['createActor for long-lived actors in app/', 'src/app/ok.ts', "import { createActor } from 'xstate';\nimport { m } from './m';\nexport const a = createActor(m, { inspect: undefined });\n"],
  ])('%s is allowed', async (_name, filePath, code) => {
    expect(await ruleIdsFor(filePath, code)).not.toContain('no-restricted-syntax');
  });
});
