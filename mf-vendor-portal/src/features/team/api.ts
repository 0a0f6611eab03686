import { api } from 'shared/api';
import type {
  TeamInvite,
  TeamMember,
  TeamPage,
  TeamSeats,
} from 'shared/contracts/vendorTeam';

// My Team: GET/POST/DELETE /vendor/users….

const TEAM_PATH = 'vendor/users';

export const teamKeys = {
  all: () => [TEAM_PATH] as const,
  list: (query: Record<string, string | number>) => [TEAM_PATH, query] as const,
  seats: () => [TEAM_PATH, 'seats'] as const,
};

export function getTeam(
  query: Record<string, string | number>,
): Promise<TeamPage> {
  return api.get<TeamPage>(TEAM_PATH, { query });
}

/** The seats the team holds (active people and open invitations) of the plan's. */
export function getTeamSeats(): Promise<TeamSeats> {
  return api.get<TeamSeats>(`${TEAM_PATH}/seats`);
}

export function inviteTeamMember(body: TeamInvite): Promise<TeamMember> {
  return api.post<TeamMember>(`${TEAM_PATH}/invitations`, body);
}

/** deactivate, reactivate, or re-send the invitation ('invitation'). */
export type TeamMove = 'deactivate' | 'reactivate' | 'invitation';

export function moveTeamMember(
  id: number,
  move: TeamMove,
  version: number,
): Promise<TeamMember> {
  return api.post<TeamMember>(`${TEAM_PATH}/${id}/${move}`, { version });
}

export function withdrawInvitation(id: number): Promise<{ message: string }> {
  return api.delete<{ message: string }>(`${TEAM_PATH}/${id}/invitation`);
}
