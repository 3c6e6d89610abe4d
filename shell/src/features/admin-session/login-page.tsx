import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '@portal/shared-types/common/messages';
import { paths } from '@portal/shared-types/site/routes';
import { storeAdminToken } from './admin-token-store';
import { useShellLoginMutation } from './login-api';
import styles from './login-page.module.css';

/** The admin sign-in form: both fields required, token kept under adminToken. */
export default function LoginPage() {
  const [login, { isLoading }] = useShellLoginMutation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password) return; // the browser's required check already says which
    try {
      const { token } = await login({ username: username.trim(), password }).unwrap();
      if (typeof token !== 'string' || !token) throw new Error('no token in the answer');
      storeAdminToken(token);
      await navigate(paths.admin());
    } catch {
      window.alert(messages.loginFailed);
    }
  };

  return (
    <section aria-labelledby="login-title" className={styles.panel}>
      <h2 id="login-title" className={styles.title}>
        관리자 계정으로 로그인
      </h2>
      <form onSubmit={submit} className={styles.form}>
        <label htmlFor="login-username">아이디</label>
        <input
          id="login-username"
          name="username"
          autoComplete="username"
          required
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <label htmlFor="login-password">비밀번호</label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <button type="submit" className={styles.submit} disabled={isLoading}>
          로그인
        </button>
      </form>
    </section>
  );
}
