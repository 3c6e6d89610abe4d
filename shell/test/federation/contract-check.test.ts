import { CONTRACT_VERSION } from '@portal/web-runtime/contract';
import { assertContract, contractMismatches } from '../../src/federation/contract-check';

const major = Number(CONTRACT_VERSION.split('.')[0]);
const manifestBuiltAgainst = (version: string) => ({
  shared: [
    { name: 'react', version: '19.3.1', requiredVersion: '^19.3.1' },
    { name: '@portal/web-runtime/base-api', version, requiredVersion: `^${version}` },
    { name: '@portal/web-runtime/store', version, requiredVersion: `^${version}` },
  ],
});

test('a remote built against the current contract fits', () => {
  expect(contractMismatches(manifestBuiltAgainst(CONTRACT_VERSION))).toEqual([]);
  expect(contractMismatches(manifestBuiltAgainst(`${major}.7.0`))).toEqual([]);
});

test('a remote built against another major is refused with a clear console error', () => {
  const bumped = `${major + 1}.0.0`;
  expect(contractMismatches(manifestBuiltAgainst(bumped))).toEqual([
    `@portal/web-runtime/base-api ^${bumped}`,
    `@portal/web-runtime/store ^${bumped}`,
  ]);
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  expect(() => assertContract('mf_board', manifestBuiltAgainst(bumped))).toThrow(
    /\[portal-contract\] mf_board/,
  );
  expect(consoleError).toHaveBeenCalledWith(
    expect.stringContaining(`this shell provides ${CONTRACT_VERSION}`),
  );
  consoleError.mockRestore();
});

test('a manifest without a shared list is left to the share scope', () => {
  expect(contractMismatches({})).toEqual([]);
  expect(contractMismatches(null)).toEqual([]);
});
