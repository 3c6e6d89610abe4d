import { useEffect, useState } from 'react';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { BoardListModule } from '@portal/web-runtime/board-list-contract';
import { parseLiveRemotes } from '@portal/shared-types/site/live-remotes';
import { urlOf } from '@portal/shared-types/http/route';
import { siteRoutes } from '@portal/shared-types/http/routes/site';

const BOARD_LIST = 'mf_board/board-list';

/**
 * This container's federation runtime knows only the remotes registered with it; when mf_board is not
 * among them, it is registered from the site's remote list (the one the shell reads) and tried again.
 */
async function loadFromMfBoard(): Promise<BoardListModule | null> {
  try {
    return await loadRemote<BoardListModule>(BOARD_LIST);
  } catch {
    const response = await fetch(urlOf(siteRoutes.remotes), { cache: 'no-cache' });
    const live = parseLiveRemotes(await response.json());
    if (!live) return null;
    registerRemotes([{ name: 'mf_board', entry: live.mf_board.entry }]);
    return loadRemote<BoardListModule>(BOARD_LIST);
  }
}

let loading: Promise<BoardListModule | null> | null = null;

/**
 * mf-board's list, search and pagination (exposed as mf_board/board-list), so the dashboard shows the
 * public boards' one list; null when that remote cannot be loaded (the dashboard keeps no copy of it).
 */
export function loadBoardList(): Promise<BoardListModule | null> {
  loading ??= loadFromMfBoard().catch(() => null);
  return loading;
}

/** The board list components: undefined while they load, null when mf-board cannot be loaded. */
export function useBoardList(): BoardListModule | null | undefined {
  const [module, setModule] = useState<BoardListModule | null | undefined>(undefined);
  useEffect(() => {
    let active = true;
    void loadBoardList().then((loaded) => active && setModule(loaded));
    return () => {
      active = false;
    };
  }, []);
  return module;
}
