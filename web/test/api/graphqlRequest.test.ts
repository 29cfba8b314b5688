import { afterEach, describe, expect, it, vi } from 'vitest';
import { AddGroupDocument, MeDocument } from '../../src/api/generated/graphql';
import { GraphQLRequestError, graphqlRequest } from '../../src/api/graphql';

/** Answers every request with this GraphQL body. */
function answer(body: unknown): void {
  vi.stubGlobal('fetch', async () => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
}

afterEach(() => vi.unstubAllGlobals());

describe('graphqlRequest', () => {
  it('fails when a root field answered null with its own error: a refused mutation is never a success', async () => {
    answer({
      data: { addGroup: null },
      errors: [{ message: 'You do not have access to this page.', path: ['addGroup'], extensions: { code: 'FORBIDDEN' } }],
    });
    const sent = graphqlRequest(AddGroupDocument, { name: 'North', companyID: 1 });
    await expect(sent).rejects.toBeInstanceOf(GraphQLRequestError);
    await expect(sent).rejects.toThrow('You do not have access to this page.');
  });

  it('returns a null root field that came without an error (me when signed out)', async () => {
    answer({ data: { me: null } });
    expect(await graphqlRequest(MeDocument, {})).toEqual({ me: null });
  });

  it('returns the data when only a field deeper down failed', async () => {
    const data = { addGroup: { error: null, group: null } };
    answer({ data, errors: [{ message: 'An error has occured.', path: ['addGroup', 'group'] }] });
    expect(await graphqlRequest(AddGroupDocument, { name: 'North', companyID: 1 })).toEqual(data);
  });
});
