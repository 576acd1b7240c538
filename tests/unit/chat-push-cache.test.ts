// A chat message pushed whole (conversation:new `chat`, ADR 0125) goes into the cached thread through
// graphcache (receiveProjectMessage, addPushedMessage): the open thread shows it first, with no call to
// the server, keeping its page size; a message already there or of another project changes nothing.
import { describe, expect, it } from 'vitest';
import { validate } from 'graphql';
import { createGatewayClient } from '../../src/gateway/client';
import type { HttpRequest } from '../../src/gateway/http';
import { gatewaySchema } from '../../src/gateway/schema';
import { PROJECT_CHAT, RECEIVE_MESSAGE } from '../../src/features/projects/view/use-project-view';

const person = (id: number, name: string) => ({ id, name, image_uri: null });
const message = (id: number, projectId = 5) => ({
  id,
  project_id: projectId,
  message: `Message ${id}`,
  author: person(1, 'Alice Morgan'),
  mine: false,
  edited_at: null,
  deleted: false,
  created_at: `2026-11-27T10:00:0${id}.000Z`,
  mentions: [],
  mentions_me: false,
  seen_by: [],
  unread: true,
});

interface Thread {
  projectChat: { data: { id: string; message: string; author: { name: string } }[]; total: number; hasMore: boolean };
}

function openThread() {
  const requests: HttpRequest[] = [];
  const http = async <T,>(request: HttpRequest): Promise<T> => {
    requests.push(request);
    return { status: 200, messages: 'ok', data: { data: [message(2), message(1)], total: 2, hasMore: false, pageNumber: 1 } } as T;
  };
  const client = createGatewayClient({ http });
  const shown: Thread[] = [];
  const { unsubscribe } = client.query<Thread>(PROJECT_CHAT, { id: '5', pageNumber: 1, pageSize: 2 }, { requestPolicy: 'network-only' }).subscribe((result) => {
    if (result.data) shown.push(result.data);
  });
  const latest = () => shown[shown.length - 1]?.projectChat;
  const receive = (pushed: ReturnType<typeof message>) => client.mutation(RECEIVE_MESSAGE, { message: pushed }).toPromise();
  return { requests, latest, receive, unsubscribe };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a pushed chat message in the cache', () => {
  it('uses documents the gateway schema answers', () => {
    for (const document of [PROJECT_CHAT, RECEIVE_MESSAGE]) expect(validate(gatewaySchema(), document).map((error) => error.message)).toEqual([]);
  });

  it('shows first in the open thread without asking the server, the page keeping its size', async () => {
    const thread = openThread();
    await expect.poll(() => thread.latest()?.data.map((entry) => entry.id)).toEqual(['2', '1']);
    expect(thread.requests).toHaveLength(1);
    const answer = await thread.receive(message(3));
    expect(answer.error).toBeUndefined();
    await expect.poll(() => thread.latest()?.data.map((entry) => entry.id)).toEqual(['3', '2']);
    expect(thread.latest()).toMatchObject({ total: 3, hasMore: true, data: [{ message: 'Message 3', author: { name: 'Alice Morgan' } }, { message: 'Message 2' }] });
    expect(thread.requests).toHaveLength(1);
    thread.unsubscribe();
  });

  it('leaves the thread alone for a message it has or one of another project', async () => {
    const thread = openThread();
    await expect.poll(() => thread.latest()?.data.map((entry) => entry.id)).toEqual(['2', '1']);
    await thread.receive(message(2));
    await thread.receive(message(9, 6));
    await settle();
    expect(thread.latest()).toMatchObject({ total: 2, hasMore: false, data: [{ id: '2' }, { id: '1' }] });
    expect(thread.requests).toHaveLength(1);
    thread.unsubscribe();
  });
});
