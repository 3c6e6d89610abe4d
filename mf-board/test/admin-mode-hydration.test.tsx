import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
// the Node build: jsdom has no MessageChannel, which the browser build of react-dom/server needs
import { renderToString } from 'react-dom/server.node';
import { Provider } from 'react-redux';
import { makeStore } from '@portal/web-runtime/store';
import { useAdminMode } from '../src/lib/admin-mode/use-admin-mode';

const base64Url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const adminToken = () =>
  `${base64Url({ alg: 'HS256' })}.${base64Url({ sub: 'admin', roles: 'ROLE_ADMIN', exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;

// hydrateRoot is called directly here, as the shell does, inside React's act
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Probe() {
  return <p>{useAdminMode() ? '관리 버튼' : '방문자'}</p>;
}

test("when an admin's browser hydrates the server's HTML, then it matches first and the admin controls come after", async () => {
  localStorage.setItem('adminToken', adminToken());
  const container = document.createElement('div');
  // the server's store knows no token; the browser's reads the stored one when it starts
  container.innerHTML = renderToString(
    <Provider store={makeStore({ apiBase: 'http://api.test/' })}>
      <Probe />
    </Provider>,
  );
  expect(container).toHaveTextContent('방문자');
  const recoverable = jest.fn();
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await act(async () => {
      hydrateRoot(
        container,
        <Provider store={makeStore()}>
          <Probe />
        </Provider>,
        { onRecoverableError: recoverable },
      );
    });
    expect(container).toHaveTextContent('관리 버튼');
    expect(recoverable).not.toHaveBeenCalled();
    expect(consoleError).not.toHaveBeenCalled();
  } finally {
    consoleError.mockRestore();
    localStorage.clear();
  }
});
