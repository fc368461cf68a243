import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate, useParams } from 'react-router';
import { Skeleton } from '../../../../components/Skeleton';
import { ConsoleNotFound } from '../../../components/ForbiddenPage';
import { RecordLoading } from '../../../records/RecordEditor';
import { newsDeskQueries } from '../api';
import type { Draft } from '../content';
import type { DeskPost } from '@mahasi/contract/staff-news';
import { deskPagePaths, postIdParam } from '../paths';
import { PostEditor } from './PostEditor';

/**
 * /admin/news/new and /admin/news/:id (this module's chunk carries the Tiptap editor).
 *
 * A new post gets its address (/admin/news/12) once its first save has created it, and keeps its
 * editor: what the writer typed meanwhile stays. A fresh editor starts from the server's copy when
 * another post is opened, after a conflict ("Load their version") or a restored revision.
 */
export default function PostEditorPage() {
  const param = postIdParam(useParams().postId);
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  /**
   * A post the page holds itself, with its editor's key: the one its editor created (same key:
   * the editor stays), or the newest copy after a conflict or a restored revision (a new key).
   */
  const [own, setOwn] = useState<{ post: DeskPost; key: string } | null>(null);
  const [moveTo, setMoveTo] = useState<number | null>(null);
  const [generation, setGeneration] = useState(0);
  const [kept, setKept] = useState<Draft | null>(null);

  // The move to the created post's address is over once the address says so. (Not when navigate's
  // promise settles: that can come before the render with the new address, which would then take
  // the post for another one and start a fresh editor, losing what was typed meanwhile.)
  if (moveTo !== null && param === moveTo) setMoveTo(null);
  // Another post opened: it starts from the server's copy (this one may be old by now).
  if (own && own.post.id !== param && moveTo === null) setOwn(null);
  const ours = own !== null && own.post.id === param;
  const query = useQuery({ ...newsDeskQueries.post(typeof param === 'number' ? param : 0), enabled: typeof param === 'number' && !ours });

  // The created post's address, once the editor no longer reports unsaved changes for the move.
  useEffect(() => {
    if (moveTo !== null) void navigate(deskPagePaths.edit(moveTo), { replace: true });
  }, [moveTo, navigate]);

  if (param === null) return <ConsoleNotFound />;

  const fresh = (post: DeskPost) => {
    setOwn({ post, key: `post-${post.id}-${generation + 1}` });
    setGeneration(generation + 1);
  };

  const editorKey = ours ? own.key : param === 'new' ? `new-${location.key}` : `post-${param}`;
  const initial = ours ? own.post : param === 'new' ? null : query.data;

  if (initial === undefined) {
    return (
      <RecordLoading
        ns="consoleNews"
        query={query}
        skeleton={
          <div className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-96" />
            <Skeleton className="h-96" />
          </div>
        }
      />
    );
  }

  return (
    <PostEditor
      key={editorKey}
      initial={initial}
      kept={kept}
      leaving={moveTo !== null}
      onDismissKept={() => setKept(null)}
      onCreated={(post) => {
        setOwn({ post, key: editorKey });
        setMoveTo(post.id);
      }}
      onReload={async (copy) => {
        const id = typeof param === 'number' ? param : own?.post.id;
        if (!id) return;
        const newest = await queryClient.fetchQuery({ ...newsDeskQueries.post(id), staleTime: 0 });
        setKept(copy);
        fresh(newest);
      }}
      onReplaced={fresh}
    />
  );
}
