/** `{ submission: { …fields, state?, silent?, admin_message?, is_concierge_app? } }` (spec 3 §7). */
export interface SubmissionBody {
  submission?: Record<string, unknown> & {
    state?: 'draft' | 'in_review' | 'published' | null;
    silent?: boolean;
    admin_message?: string | null;
    is_concierge_app?: boolean;
  };
}
