import { messages } from '@portal/shared-types/common/messages';

/** Asks 정말 삭제하시겠습니까?, deletes, then alerts 삭제 완료. (or 삭제 실패. when the server refuses). */
export async function confirmAndDelete(remove: () => Promise<unknown>): Promise<void> {
  if (!window.confirm(messages.confirmDelete)) return;
  try {
    await remove();
    window.alert(messages.deleted);
  } catch {
    window.alert(messages.deleteFailed);
  }
}
