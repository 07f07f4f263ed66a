import { Module } from '@nestjs/common';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { identityConfig, IDENTITY_CONFIG } from './core/identity.config';
import { IDENTITY_DDL } from './core/identity.tables';
import { mailProviders } from './core/mail.providers';
import { ConfirmEmailHandler } from './developers/confirming-email/confirm-email.handler';
import { ConfirmEmailController } from './developers/confirming-email/http.controller';
import { ConfirmationMailMessageController } from './developers/confirming-email/message.controller';
import { DevelopersRepository } from './developers/developers.repository';
import { GrantRoleHandler } from './developers/granting-roles/grant-role.handler';
import { ProfileController } from './developers/profile/http.controller';
import { SignInController } from './developers/signing-in/http.controller';
import { VerifyCredentialsHandler } from './developers/signing-in/verify-credentials.handler';
import { SignUpController } from './developers/signing-up/http.controller';
import { SignUpHandler } from './developers/signing-up/sign-up.handler';

export const SOURCE = 'identity';

@Module({
  imports: [RuntimeModule.forService(SOURCE), EventSourcingModule.forService({ source: SOURCE, ddl: IDENTITY_DDL })],
  controllers: [SignUpController, SignInController, ConfirmEmailController, ProfileController, ConfirmationMailMessageController],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: identityConfig },
    ...mailProviders,
    DevelopersRepository,
    SignUpHandler,
    VerifyCredentialsHandler,
    ConfirmEmailHandler,
    GrantRoleHandler,
  ],
  exports: [SignUpHandler, GrantRoleHandler, DevelopersRepository, ConfirmEmailHandler],
})
export class IdentityModule {}
