/**
 * Who may do what with a project (issue 30, docs/sharing.md), written once: the gateway, the
 * projects service and the web's buttons all ask this. Owner and admins may do everything; a
 * colleague the project is shared with as editor may view and edit; as viewer, view only; every
 * approved user of the company code a project is shared with is a viewer.
 */

export const SHARE_ROLES = ['viewer', 'editor'] as const;
export type ShareRole = (typeof SHARE_ROLES)[number];

/** view: read anything (graph, report, downloads, raw data, runs); edit: rename and recolour communities, add, start and retry runs; own: share, unshare, delete. */
export type ProjectAction = 'view' | 'edit' | 'own';

/** The caller's relation to a project, strongest first. */
export type ProjectRole = 'owner' | 'admin' | ShareRole;

export interface PolicyActor {
  userId?: string;
  isAdmin?: boolean;
  supplierCode?: string;
}

export interface PolicyProject {
  ownerId: string;
  shares?: readonly { userId: string; role: string }[];
  /** The company code the project is shared with; empty when it is not. */
  companyCode?: string;
}

const ALLOWED: Record<ProjectRole, readonly ProjectAction[]> = {
  owner: ['view', 'edit', 'own'],
  admin: ['view', 'edit', 'own'],
  editor: ['view', 'edit'],
  viewer: ['view'],
};

export function isShareRole(role: string): role is ShareRole {
  return (SHARE_ROLES as readonly string[]).includes(role);
}

export const ProjectPolicy = {
  /** The actor's strongest role on the project; null for a stranger. */
  role(actor: PolicyActor | undefined, project: PolicyProject): ProjectRole | null {
    if (!actor?.userId) return null;
    if (project.ownerId === actor.userId) return 'owner';
    if (actor.isAdmin) return 'admin';
    const share = project.shares?.find((s) => s.userId === actor.userId);
    if (share?.role === 'editor') return 'editor';
    if (share?.role === 'viewer') return 'viewer';
    if (project.companyCode && actor.supplierCode === project.companyCode) return 'viewer';
    return null;
  },

  can(actor: PolicyActor | undefined, project: PolicyProject, action: ProjectAction): boolean {
    return ProjectPolicy.roleCan(ProjectPolicy.role(actor, project), action);
  },

  /** Whether a role the server named (list_data's my_role) allows the action: the screens' buttons. */
  roleCan(role: string | null, action: ProjectAction): boolean {
    return role !== null && role in ALLOWED && ALLOWED[role as ProjectRole].includes(action);
  },
};
