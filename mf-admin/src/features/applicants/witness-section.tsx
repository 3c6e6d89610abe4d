import type { RoundDrawInfo } from '@portal/shared-types/draw/draw-api.schema';
import { revealsClosed, revealsClosedSentence, revealsOpen } from '@portal/shared-types/draw/witness-rows';
import { useNow } from './use-now';
import { WitnessCommitForm } from './witness-commit-form';
import { WitnessRevealForm } from './witness-reveal-form';
import { WitnessRows } from './witness-rows';
import styles from './draw-witness.module.css';

/**
 * A draw/v3 round's witnesses: before the close each commits to a sealed value; after the freeze and
 * before the beacon's time each reveals it; then a missing reveal counts as the empty value.
 */
/** The witnesses' commitments and reveals; the forms only for an admin who `operates` the draw. */
export function WitnessSection({ info, operates }: { info: RoundDrawInfo; operates: boolean }) {
  const now = useNow(info.revealUntil);
  const planned = info.plan.witnesses ?? 0;
  if (planned === 0) return null;
  return (
    <section className={styles.witnesses} aria-label="참관">
      <h4>
        참관 (약속 {info.witnesses.length}/{planned})
      </h4>
      <WitnessRows info={info} now={now} />
      {operates && !info.closed && <WitnessCommitForm info={info} />}
      {info.frozen && info.witnesses.length === 0 && (
        <p>마감 전에 참관 약속이 없어 drand 난수만으로 추첨합니다.</p>
      )}
      {operates && revealsOpen(info, now) && info.witnesses.length > 0 && <WitnessRevealForm info={info} />}
      {info.revealUntil && revealsClosed(info, now) && <p>{revealsClosedSentence(info.revealUntil)}</p>}
    </section>
  );
}
