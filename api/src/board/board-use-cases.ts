import { messages } from '@portal/shared-types/common/messages';
import { noticeSummaryOf, postSummaryOf, type Notice } from '@portal/shared-types/board/notice-rules';
import type { PublicCache } from '../cache/public-cache';
import type { Db } from '../db/database';
import type { FileStore } from '../files/file-store';
import {
  deleteWithAttachments,
  saveWithAttachments,
  type AttachmentChanges,
} from '../files/attachments-use-cases';
import { notFound } from '../http/app-error';
import { audit, auditSummary } from '../audit/audit-log';
import {
  boardDomain,
  deletePost,
  findPost,
  findPostDetail,
  insertPost,
  listPosts,
  ownerOf,
  pagePosts,
  updatePost,
  type BoardInput,
  type BoardKind,
  type BoardPageQuery,
  type BoardPost,
} from './board-repository';

// the board's words, which its routes speak through the use cases
export { boardDomain, type BoardInput, type BoardKind, type BoardPageQuery };

export interface BoardDeps {
  db: Db;
  store: FileStore;
  /** the board's public responses, which every write drops */
  cache: PublicCache;
}

const postIdOf = (owner: { noticeId: number } | { resourceId: number }): number =>
  'noticeId' in owner ? owner.noticeId : owner.resourceId;

/**
 * One board's stories, the same for notices and resources: public reads, and the admin's writes with
 * their attachments, each audited in the post's own transaction.
 */
export function boardUseCases<K extends BoardKind>(kind: K, { db, store, cache }: BoardDeps) {
  const domain = boardDomain[kind];
  const page = (query: BoardPageQuery) => pagePosts(kind, db, query, cache);

  return {
    list: () => listPosts(kind, db),

    async detail(postId: number) {
      const post = await findPostDetail(kind, db, postId);
      if (!post) throw notFound(messages.notFound);
      return post;
    },

    page,

    /** The same page as a list shows it: each post without its body. */
    async summaryPage(query: BoardPageQuery) {
      const { content, ...rest } = await page(query);
      const summaryOf = (post: BoardPost[K]) =>
        kind === 'notice' ? noticeSummaryOf(post as Notice) : postSummaryOf(post);
      return { ...rest, content: content.map(summaryOf) };
    },

    async create(input: BoardInput, changes: AttachmentChanges, actor: string) {
      const owner = await cache.writing(domain, () =>
        saveWithAttachments(db, store, changes, async (tx) => {
          const postId = await insertPost(tx, kind, input);
          await audit(tx, {
            actor,
            kind,
            action: 'create',
            target: String(postId),
            after: {
              ...(auditSummary(input) as object),
              addedFiles: changes.files.map((file) => file.originalName),
            },
          });
          return ownerOf(kind, postId);
        }),
      );
      return findPost(kind, db, owner ? postIdOf(owner) : 0);
    },

    async update(postId: number, input: BoardInput, changes: AttachmentChanges, actor: string) {
      const before = auditSummary(await findPost(kind, db, postId));
      const owner = await cache.writing(domain, () =>
        saveWithAttachments(db, store, changes, async (tx) => {
          if (!(await updatePost(tx, kind, postId, input))) return null;
          await audit(tx, {
            actor,
            kind,
            action: 'update',
            target: String(postId),
            before,
            after: {
              ...(auditSummary(input) as object),
              addedFiles: changes.files.map((file) => file.originalName),
              deletedFiles: changes.deletedFiles,
            },
          });
          return ownerOf(kind, postId);
        }),
      );
      if (!owner) throw notFound(messages.notFound);
      return findPost(kind, db, postId);
    },

    async remove(postId: number, actor: string): Promise<void> {
      const before = auditSummary(await findPost(kind, db, postId));
      const deleted = await cache.writing(domain, () =>
        deleteWithAttachments(db, store, ownerOf(kind, postId), async (tx) => {
          const gone = await deletePost(tx, kind, postId);
          if (gone) await audit(tx, { actor, kind, action: 'delete', target: String(postId), before });
          return gone;
        }),
      );
      if (!deleted) throw notFound(messages.notFound);
    },
  };
}
