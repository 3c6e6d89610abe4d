import { useId, useState } from 'react';
import { commitmentOf, witnessCodeText, type WitnessCode } from './witness-code';
import styles from './draw-witness.module.css';

/**
 * The 봉인 코드 after a commitment: the value and the salt the reveal needs, to copy or download, with
 * what to do with them said plainly. Nobody else has them: the server holds only the digest.
 */
export function SealedCode({
  roundId,
  roundTitle,
  code,
}: {
  roundId: number;
  roundTitle: string;
  code: WitnessCode;
}) {
  const id = useId();
  const [copied, setCopied] = useState('');
  const text = witnessCodeText(roundTitle, code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('봉인 코드를 복사했습니다.');
    } catch {
      setCopied('복사하지 못했습니다. 내려받기로 보관해 주세요.');
    }
  };
  return (
    <div className={styles.sealed} role="group" aria-labelledby={`${id}-title`}>
      <strong id={`${id}-title`}>봉인 코드 (이 기기에서 한 참관 약속)</strong>
      <p>
        이 값과 봉인 코드를 <strong>참관 값 공개 때까지</strong> 보관하세요. 마감 뒤 drand 난수 공개 시각 전에
        &quot;참관 값 공개&quot;에 입력해야 추첨에 들어갑니다. 이 기기에서는 저절로 채워지지만, 잃어버리면
        공개할 수 없고 그 약속은 빈 값으로 추첨합니다. 공개 전에는 누구에게도 보여 주지 마세요.
      </p>
      <dl className={styles.facts}>
        <dt>참관 값</dt>
        <dd>
          <code className={styles.hash}>{code.value}</code>
        </dd>
        <dt>봉인 코드</dt>
        <dd>
          <code className={styles.hash}>{code.salt}</code>
        </dd>
        <dt>약속값 (SHA-256)</dt>
        <dd>
          <code className={styles.hash}>{commitmentOf(code)}</code>
        </dd>
      </dl>
      <div className={styles.buttons}>
        <button type="button" onClick={() => void copy()}>
          봉인 코드 복사
        </button>
        <a
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={`round-${roundId}-witness-code.txt`}
        >
          봉인 코드 내려받기 (.txt)
        </a>
      </div>
      <p role="status">{copied}</p>
    </div>
  );
}
