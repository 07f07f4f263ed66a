import { Inject, Injectable } from '@nestjs/common';
import { NotFoundError, ValidationError } from '@portal/decider';
import type { CommandContext } from '@portal/eventsourcing';
import { keyAlreadySpent, type Actor } from '@portal/service-runtime';
import { AppAccessSource } from '../../core/app-access';
import { ReferenceLists } from '../../reference/reference-lists';
import { MARKETPLACE_CONFIG, type MarketplaceConfig } from '../../core/marketplace.config';
import { LISTING_NOT_FOUND, type Listing, type ListingActor, type ListingCommand } from '../listing.decider';
import { ListingsRepository } from '../listings.repository';
import { toListingView } from '../listing.view';
import { keepingNamed, type ListingInput, type ValidationContext } from '@portal/contracts';
import type { SubmissionBody } from './dto';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REVIEW_KEYS = new Set(['state', 'silent', 'admin_message', 'is_concierge_app']);

/**
 * Create, save and move a listing through review. The form sends `state` with the fields (spec 3 §4):
 * `in_review` submits, `draft` withdraws (developer) or rejects (admin, with `admin_message`),
 * `published` approves (admin, `silent`); the fields sent along are saved first, in the same append.
 */
@Injectable()
export class ChangeListingHandler {
  /** The event store's source, naming the positions the answers carry (`x-portal-position`). */
  get source(): string {
    return this.listings.source;
  }

  constructor(
    private readonly listings: ListingsRepository,
    private readonly access: AppAccessSource,
    private readonly reference: ReferenceLists,
    @Inject(MARKETPLACE_CONFIG) private readonly config: MarketplaceConfig,
  ) {}

  context(actor: Actor): ValidationContext {
    return {
      restricted: this.config.restricted,
      securityEnabled: this.config.securityEnabled,
      isEmployee: actor.isEmployee || actor.isAdmin,
    };
  }

  /**
   * A write's context also knows the app's production versions (a listing names one of them, or none yet)
   * and the reference lists' ids (every id the listing names comes from its list).
   */
  private async writeContext(appId: string, actor: Actor): Promise<ValidationContext> {
    const [releaseVersionIds, choices] = await Promise.all([this.access.releaseVersionIds(appId, actor), this.reference.choices()]);
    return { ...this.context(actor), releaseVersionIds, choices };
  }

  /**
   * An app has one listing, so its stream is named by the app and an Idempotency-Key cannot name a new
   * one: a create sent again with a key is the same request when the listing began with what it makes
   * (same person, same fields); anything else meets the listing that exists (409).
   */
  async create(appId: string, body: SubmissionBody, actor: Actor, context: CommandContext, asAdmin: boolean, idempotencyKey?: string) {
    const listingActor = await this.actorOn(appId, actor, asAdmin);
    const concierge = body.submission?.is_concierge_app;
    const command: ListingCommand = {
      type: 'CreateListing',
      appId,
      fields: fieldsOf(body),
      actor: listingActor,
      context: await this.writeContext(appId, actor),
      at: new Date().toISOString(),
      ...(concierge === undefined ? {} : { is_concierge_app: concierge === true }),
    };
    try {
      const result = await this.listings.handleAll(appId, () => [command], context);
      return { ...this.answer(appId, result.state, result.nextExpectedVersion, actor, result.lastPosition), replayed: false };
    } catch (error) {
      if (idempotencyKey === undefined || !keyAlreadySpent(error) || !(await this.listings.beganWith(appId, command, ['at']))) throw error;
      const { state, version, position } = await this.listings.load(appId);
      return { ...this.answer(appId, state, version, actor, position), replayed: true };
    }
  }

  async change(appId: string, body: SubmissionBody, actor: Actor, context: CommandContext, asAdmin: boolean, ifMatch?: readonly number[]) {
    const listingActor = await this.actorOn(appId, actor, asAdmin);
    const writeRules = await this.writeContext(appId, actor);
    const submission = body.submission ?? {};
    const input = fieldsOf(body);
    const hasFields = Object.keys(input).length > 0;
    const at = new Date().toISOString();
    const result = await this.listings.handleAll(
      appId,
      (state) => {
        if (state.appId === null) throw new NotFoundError(LISTING_NOT_FOUND);
        // An entry removed from a list since the listing named it stays valid there; new ids must be listed.
        // Likewise a create lead the listing holds (an employee's choice) stays a contact for a developer.
        const rules: ValidationContext = {
          ...writeRules,
          choices: writeRules.choices && keepingNamed(writeRules.choices, state.fields ?? {}),
          keptCreateLead: state.fields?.create_lead === true,
        };
        const commands: ListingCommand[] = [];
        if (hasFields || submission.is_concierge_app !== undefined) {
          commands.push({
            type: 'SaveListing',
            fields: { ...state.fields, ...input } as ListingInput,
            actor: listingActor,
            context: rules,
            at,
            // Sent by a developer too, so that changing it is refused (403) like beta, not silently dropped.
            ...(submission.is_concierge_app !== undefined ? { is_concierge_app: submission.is_concierge_app === true } : {}),
          });
        }
        const transition = this.transition(submission, listingActor, rules, at);
        if (transition) commands.push(transition);
        return commands;
      },
      context,
      { ifMatch },
    );
    return this.answer(appId, result.state, result.nextExpectedVersion, actor, result.lastPosition);
  }

  /**
   * The app's listing, or `null` when nobody has started one: an app without a listing is the normal
   * state of a new app, not an error (a 404 there is logged by every browser as a failed request).
   */
  async view(appId: string, actor: Actor, asAdmin: boolean) {
    await this.actorOn(appId, actor, asAdmin);
    const { state, version } = await this.listings.load(appId);
    if (state.appId === null) return { view: null, version: null };
    return { view: toListingView(appId, state, version, this.context(actor), actor.isAdmin), version };
  }

  private transition(
    submission: NonNullable<SubmissionBody['submission']>,
    actor: ListingActor,
    context: ValidationContext,
    at: string,
  ): ListingCommand | null {
    const target = submission.state;
    if (target === undefined || target === null) return null;
    if (target === 'in_review') return { type: 'SubmitListing', actor, context, at };
    if (target === 'published')
      return {
        type: 'ApproveListing',
        actor,
        context,
        silent: submission.silent === true,
        admin_message: submission.admin_message ?? null,
        at,
      };
    // The decider says when the listing is in no state to be rejected or withdrawn (409), never a silent 200.
    if (target === 'draft') {
      if (actor.isAdmin && submission.admin_message !== undefined)
        return { type: 'RejectListing', actor, admin_message: String(submission.admin_message ?? ''), at };
      return { type: 'WithdrawListing', actor, at };
    }
    throw new ValidationError({ state: ['State must be draft, in_review or published'] }, 'State must be draft, in_review or published');
  }

  /** The caller's rights on the app's listing (the apps service decides the role). */
  async actorOn(appId: string, actor: Actor, asAdmin: boolean): Promise<ListingActor> {
    if (!UUID.test(appId)) throw new NotFoundError(LISTING_NOT_FOUND);
    const access = await this.access.of(appId, actor);
    return {
      id: actor.id,
      isAdmin: asAdmin && actor.isAdmin,
      isEmployee: actor.isEmployee || actor.isAdmin,
      canEdit: access.canEdit,
      canSubmit: access.canSubmit,
      listingEnabled: access.listingEnabled,
    };
  }

  private answer(appId: string, state: Listing, version: number, actor: Actor, position: number) {
    return { view: toListingView(appId, state, version, this.context(actor), actor.isAdmin), version, position };
  }
}

/** The listing fields of a body: everything in `submission` but the review keys. */
const fieldsOf = (body: SubmissionBody): ListingInput => {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body.submission ?? {})) if (!REVIEW_KEYS.has(key)) out[key] = value;
  return out as ListingInput;
};
