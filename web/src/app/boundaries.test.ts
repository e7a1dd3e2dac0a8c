// @vitest-environment node
// The layers of eslint.config.js hold only while its import rules can see through our path
// alias and TypeScript files; these cases fail if a setting stops them from firing.
import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const web = join(__dirname, '..', '..');
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: web });
});

async function problems(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(web, filePath) });
  return result.messages.map((message) => message.ruleId);
}

describe('the web app layers', () => {
  it('refuses a feature importing another feature', async () => {
    expect(await problems('src/features/jobs/probe.ts', "export * from '@/features/auth/api/login';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses a feature importing from app', async () => {
    expect(await problems('src/features/jobs/probe.ts', "export * from '../../app/guards';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('refuses shared code importing a feature', async () => {
    expect(await problems('src/lib/probe.ts', "export * from '@/features/jobs/api/get-job';\n")).toContain(
      'import-x/no-restricted-paths',
    );
  });

  it('lets app compose features and a feature use shared code', async () => {
    expect(await problems('src/app/probe.ts', "export * from '@/features/auth/api/login';\n")).toEqual([]);
    expect(await problems('src/features/jobs/probe.ts', "export * from '@/lib/api-client';\n")).toEqual([]);
  });

  describe('with two files that import each other', () => {
    const folder = join(web, 'src', 'lib', `cycle-probe-${process.pid}`);
    beforeAll(() => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
      writeFileSync(join(folder, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    });
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses the cycle', async () => {
      const code = "import { b } from './b';\nexport const a = () => b;\n";
      expect(await problems(`src/lib/cycle-probe-${process.pid}/a.ts`, code)).toContain('import-x/no-cycle');
    });
  });
});
