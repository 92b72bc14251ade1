/** Messages of the payments page's actions, shown in one live region. */
export type Notices = { notice: string | null; error: string | null };
