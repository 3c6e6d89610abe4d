/**
 * What the admin is asked before a step that cannot be taken back: it says what will happen, and that a
 * close or a reopening stays on the round's public draw page for good.
 */
export function closeConfirmation(title: string, closed: boolean): string {
  return closed
    ? `「${title}」의 마감을 해제합니다.\n\n` +
        '접수 기간 안이면 다시 신청을 받습니다. 마감 해제 사실은 추첨 결과 페이지의 기록에 ' +
        '공개 항목으로 영구히 남고 지울 수 없습니다.\n\n마감을 해제하시겠습니까?'
    : `「${title}」을(를) 마감합니다.\n\n` +
        '더 이상 신청을 받지 않고, 지금의 신청자 명단이 추첨 명단으로 확정됩니다. 마감 사실은 ' +
        '추첨 결과 페이지의 기록에 공개 항목으로 영구히 남고 지울 수 없습니다.\n\n마감하시겠습니까?';
}

export function deleteConfirmation(title: string): string {
  return `「${title}」을(를) 삭제합니다.\n\n삭제 후 복구할 수 없습니다. 삭제하시겠습니까?`;
}
