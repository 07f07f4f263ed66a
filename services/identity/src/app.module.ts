import { MailModule } from '@portal/mailer';
import { Module } from '@nestjs/common';
import { EventSourcingModule, RuntimeModule } from '@portal/service-runtime';
import { identityConfig, IDENTITY_CONFIG } from './core/identity.config';
import { IDENTITY_DDL } from './core/identity.tables';
import { ChangePasswordHandler } from './developers/changing-password/change-password.handler';
import { ChangePasswordController } from './developers/changing-password/http.controller';
import { PasswordChangedMailMessageController } from './developers/changing-password/message.controller';
import { ChangeEmailHandler } from './developers/changing-email/change-email.handler';
import { ChangeEmailController } from './developers/changing-email/http.controller';
import { EmailChangeMailMessageController } from './developers/changing-email/message.controller';
import { AddSecurityKeyHandler } from './developers/security-keys/adding/add-security-key.handler';
import { AddSecurityKeyController } from './developers/security-keys/adding/http.controller';
import { ListSecurityKeysController } from './developers/security-keys/listing/http.controller';
import { RemoveSecurityKeyController } from './developers/security-keys/removing/http.controller';
import { RemoveSecurityKeyHandler } from './developers/security-keys/removing/remove-security-key.handler';
import { SecurityKeySignIn } from './developers/security-keys/signing-in/security-key-sign-in';
import { DisableTwoFactorHandler } from './developers/disabling-two-factor/disable-two-factor.handler';
import { DisableTwoFactorController } from './developers/disabling-two-factor/http.controller';
import { EnableTwoFactorHandler } from './developers/enabling-two-factor/enable-two-factor.handler';
import { EnableTwoFactorController } from './developers/enabling-two-factor/http.controller';
import { RegenerateRecoveryCodesController } from './developers/regenerating-recovery-codes/http.controller';
import { RegenerateRecoveryCodesHandler } from './developers/regenerating-recovery-codes/regenerate-recovery-codes.handler';
import { VerifySecondFactorHandler } from './developers/signing-in/verify-second-factor.handler';
import { TwoFactorMailMessageController } from './developers/two-factor/message.controller';
import { EditProfileHandler } from './developers/editing-profile/edit-profile.handler';
import { EditProfileController } from './developers/editing-profile/http.controller';
import { ResetPasswordController } from './developers/resetting-password/http.controller';
import { ResetMailMessageController } from './developers/resetting-password/message.controller';
import { ResetPasswordHandler } from './developers/resetting-password/reset-password.handler';
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
import { AppRoles } from './oauth/app-access/app-roles';
import { AuthorizationServer } from './oauth/authorization-server/authorization-server';
import { ClientEventsController } from './oauth/listing-client-events/http.controller';
import { SecretsController } from './oauth/managing-secrets/http.controller';
import { SecretsHandler } from './oauth/managing-secrets/secrets.handler';
import { OAuthClientsRepository } from './oauth/oauth-clients.repository';
import { FollowGrantHandler } from './oauth/following-manifest-grants/follow-grant.handler';
import { ManifestGrantMessageController } from './oauth/following-manifest-grants/message.controller';
import { RecordOwnerHandler } from './oauth/recording-owners/record-owner.handler';
import { RegisterClientController } from './oauth/registering-clients/http.controller';
import { AppEventsMessageController } from './oauth/registering-clients/message.controller';
import { RegisterClientHandler } from './oauth/registering-clients/register-client.handler';
import { RecordSessionsEndedController } from './sign-in-devices/ending-sessions/http.controller';
import { RecordSessionsEndedHandler } from './sign-in-devices/ending-sessions/record-sessions-ended.handler';
import { RecordSignInController } from './sign-in-devices/recording/http.controller';
import { RecordSignInHandler } from './sign-in-devices/recording/record-sign-in.handler';
import { NewDeviceMailMessageController } from './sign-in-devices/noticing/message.controller';
import { SignInDevicesRepository } from './sign-in-devices/sign-in-devices.repository';
import { SOURCE } from './core/source';

export { SOURCE };

@Module({
  imports: [
    MailModule.forService(),
    RuntimeModule.forService(SOURCE),
    EventSourcingModule.forService({ source: SOURCE, ddl: IDENTITY_DDL }),
  ],
  controllers: [
    SignUpController,
    SignInController,
    ConfirmEmailController,
    ProfileController,
    ConfirmationMailMessageController,
    ResetPasswordController,
    ResetMailMessageController,
    ChangePasswordController,
    EditProfileController,
    PasswordChangedMailMessageController,
    ChangeEmailController,
    EmailChangeMailMessageController,
    EnableTwoFactorController,
    RegenerateRecoveryCodesController,
    DisableTwoFactorController,
    AddSecurityKeyController,
    ListSecurityKeysController,
    RemoveSecurityKeyController,
    TwoFactorMailMessageController,
    RecordSignInController,
    RecordSessionsEndedController,
    NewDeviceMailMessageController,
    RegisterClientController,
    SecretsController,
    ClientEventsController,
    AppEventsMessageController,
    ManifestGrantMessageController,
  ],
  providers: [
    { provide: IDENTITY_CONFIG, useFactory: identityConfig },
    DevelopersRepository,
    SignUpHandler,
    VerifyCredentialsHandler,
    VerifySecondFactorHandler,
    EnableTwoFactorHandler,
    RegenerateRecoveryCodesHandler,
    DisableTwoFactorHandler,
    AddSecurityKeyHandler,
    RemoveSecurityKeyHandler,
    SecurityKeySignIn,
    SignInDevicesRepository,
    RecordSignInHandler,
    RecordSessionsEndedHandler,
    ConfirmEmailHandler,
    ResetPasswordHandler,
    ChangePasswordHandler,
    ChangeEmailHandler,
    EditProfileHandler,
    GrantRoleHandler,
    OAuthClientsRepository,
    AppRoles,
    RegisterClientHandler,
    RecordOwnerHandler,
    FollowGrantHandler,
    SecretsHandler,
    AuthorizationServer,
  ],
  exports: [SignUpHandler, GrantRoleHandler, DevelopersRepository, ConfirmEmailHandler],
})
export class IdentityModule {}
