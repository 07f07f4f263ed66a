import { Controller, Inject } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import type { EventEnvelope } from '@portal/eventsourcing';
import { MAIL_QUEUE_TOKEN, type MailQueue } from '@portal/mailer';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../core/identity.config';
import { DevelopersRepository } from '../../developers/developers.repository';
import type { SignInDeviceAdded } from '../sign-in-devices.events';
import { newDeviceMail } from './new-device-mail';

/** Mails the account's address about a sign-in from a new device (the job id keeps a redelivered event to one mail). */
@Controller()
export class NewDeviceMailMessageController {
  constructor(
    @Inject(MAIL_QUEUE_TOKEN) private readonly mails: MailQueue,
    @Inject(IDENTITY_CONFIG) private readonly config: IdentityConfig,
    private readonly developers: DevelopersRepository,
  ) {}

  @EventPattern('identity.sign_in_devices.device_added')
  async notify(@Payload() event: EventEnvelope<SignInDeviceAdded>): Promise<void> {
    if (event.data.firstDevice) return;
    const { state } = await this.developers.load(event.data.developerId);
    if (!state.exists) return;
    const recipient = { email: state.email, firstName: state.firstName, twoFactorOn: state.twoFactorEnabledAt !== null };
    await this.mails.enqueue(`new-device-${event.id}`, newDeviceMail(recipient, event, `${this.config.publicUrl}/settings#sessions`));
  }
}
