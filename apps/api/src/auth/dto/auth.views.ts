import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { type AuthSession, type AuthUser, ROLES, type Role, type SignupResponse } from '@fixflow/contracts';

/** The signed-in account as the auth calls answer it. */
@ApiSchema({ name: 'AuthUser' })
export class AuthUserView implements AuthUser {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ type: String, nullable: true, format: 'email' })
  email: string | null;

  @ApiProperty({ type: String, nullable: true, description: 'E.164' })
  phone: string | null;

  @ApiProperty({ type: String, nullable: true, format: 'date-time' })
  email_confirmed_at: string | null;

  @ApiProperty({ format: 'date-time' })
  created_at: string;

  @ApiProperty({ enum: ROLES, enumName: 'Role', nullable: true, description: 'null when no profile table holds the user' })
  role: Role | null;
}

/** The session login and refresh answer. */
@ApiSchema({ name: 'AuthSession' })
export class AuthSessionView implements AuthSession {
  @ApiProperty()
  access_token: string;

  @ApiProperty({ enum: ['bearer'] })
  token_type: 'bearer';

  @ApiProperty({ type: 'integer', description: 'Seconds the access token lives' })
  expires_in: number;

  @ApiProperty({ type: 'integer', description: 'Unix time (seconds) the access token expires at' })
  expires_at: number;

  @ApiProperty()
  refresh_token: string;

  @ApiProperty({ type: () => AuthUserView })
  user: AuthUserView;
}

@ApiSchema({ name: 'SignupResponse' })
export class SignupResponseView implements SignupResponse {
  @ApiProperty({ type: () => AuthUserView })
  user: AuthUserView;

  @ApiProperty({
    type: () => AuthSessionView,
    nullable: true,
    description: 'Always null: a registered email or phone answers as a new one does (issue 20). An email signs in once confirmed; a phone-only account with POST /auth/login',
  })
  session: AuthSessionView | null;

  @ApiProperty()
  confirmation_sent: boolean;
}

/** An answer with nothing to say: `{}`. */
@ApiSchema({ name: 'Empty' })
export class EmptyView {}
