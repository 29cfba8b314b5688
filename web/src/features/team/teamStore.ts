import { createStore, useStore } from '../../app/state/createStore';

/** What the team directory shows (spec 3 §2): nothing chosen at first ('No Team Selected'). */
export interface TeamView {
  companyID: number | null;
  view: 'groups' | 'users' | null;
}

const teamStore = createStore<TeamView>({ companyID: null, view: null });

export function updateTeamView(patch: Partial<TeamView>): void {
  teamStore.set((prev) => ({ ...prev, ...patch }));
}

export function useTeamView(): TeamView {
  return useStore(teamStore);
}
