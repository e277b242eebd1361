import { IsDefined, IsObject, IsString, MaxLength } from 'class-validator';
import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType } from 'type-graphql';
import { Required, Trim } from '../../../common/validation.js';

/** The browser's answer to registration options (startRegistration's result), with the name the owner gives the key. */
@InputType()
export class PasskeyRegistrationInput {
  @Field(() => GraphQLJSONObject, { description: 'The RegistrationResponseJSON of navigator.credentials.create.' })
  @IsDefined({ message: 'validation.required' })
  @IsObject({ message: 'validation.passkeyResponse' })
  response: Record<string, unknown>;

  @Field({ description: 'What the owner calls this key ("Téléphone de Léa").' })
  @Trim()
  @IsDefined({ message: 'validation.required' })
  @IsString()
  @Required()
  @MaxLength(100)
  name: string;
}

/** The browser's answer to authentication options (startAuthentication's result). */
@InputType()
export class PasskeyAuthenticationInput {
  @Field(() => GraphQLJSONObject, { description: 'The AuthenticationResponseJSON of navigator.credentials.get.' })
  @IsDefined({ message: 'validation.required' })
  @IsObject({ message: 'validation.passkeyResponse' })
  response: Record<string, unknown>;
}
