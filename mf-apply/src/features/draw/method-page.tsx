import { messages } from '@portal/shared-types/common/messages';
import { drawFiles, useApplyGetDrawMethodQuery } from './draw-api';
import { methodBlocks, type MethodBlock } from './method-text';
import styles from './draw.module.css';
import v3Styles from './draw-v3.module.css';

/**
 * /apply/draw-method, 추첨 방법: the written method new rounds' draws follow (draw/v3), the same text as
 * the repository's file, so that anyone can reimplement the draw in any language and check it step by
 * step; rounds frozen before it follow the draw/v2 text, linked here too.
 */
export default function MethodPage() {
  const { data, isLoading, isError } = useApplyGetDrawMethodQuery();
  if (isLoading) return <p role="status">{messages.loading}</p>;
  if (isError || !data) return <p role="alert">추첨 방법 문서를 불러오지 못했습니다.</p>;
  return (
    <article className={`${styles.page} ${v3Styles.methodPage}`} aria-label={`추첨 방법 ${data.version}`}>
      <ul className={v3Styles.methodLinks}>
        <li>
          <a href={drawFiles.methodText} download="draw-method-v3.txt">
            이 문서를 텍스트 파일로 내려받기 (draw-method-v3.txt)
          </a>
        </li>
        <li>
          <a href={drawFiles.methodTextV2} download="draw-method-v2.txt">
            이전 추첨 방법 draw/v2 전문 내려받기 (draw/v3 전에 마감한 회차, draw/v1 포함)
          </a>
        </li>
      </ul>
      {methodBlocks(data.text).map((block, index) => (
        <Block key={index} block={block} />
      ))}
    </article>
  );
}

function Block({ block }: { block: MethodBlock }) {
  switch (block.kind) {
    case 'heading':
      // the page's own title is the h1 of the banner: the file's levels start one below it
      return block.level === 1 ? (
        <h2 className={styles.roundTitle}>{block.text}</h2>
      ) : block.level === 2 ? (
        <h3 className={styles.methodHeading}>{block.text}</h3>
      ) : (
        <h4 className={styles.methodHeading}>{block.text}</h4>
      );
    case 'paragraph':
      return <p className={styles.methodText}>{block.text}</p>;
    case 'list':
      return (
        <ul className={styles.methodText}>
          {block.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      );
    case 'code':
      return (
        <pre className={styles.command}>
          <code>{block.text}</code>
        </pre>
      );
  }
}
