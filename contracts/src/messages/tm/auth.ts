import type { authMessages as russian } from '../ru/auth';

/** Logging in, e-mail confirmation, passwords and sessions. */
export const authMessages: Record<keyof typeof russian, string> = {
  'auth.registered':
    'Siz üstünlikli hasaba alyndyňyz. E-poçtaňyzy tassyklamak üçin size salgylanma iberdik',
  'auth.loggedIn': 'Siz ulgama girdiňiz',
  'auth.loggedOut': 'Siz ulgamdan çykdyňyz',
  'auth.wrongCredentials': 'E-poçta ýa-da açar sözi nädogry',
  'auth.weakPassword': 'Açar sözi azyndan {min} belgiden ybarat bolmaly',
  'auth.passwordTooLong': 'Açar sözi iň köp {max} belgiden ybarat bolmaly',
  'auth.passwordBlank':
    'Açar sözi diňe boşluklardan ýa-da görünmeýän belgilerden ybarat bolup bilmez',
  'auth.passwordCommon':
    'Bu açar sözi iň köp ulanylýanlaryň biri, ony tapmak aňsat. Başgasyny saýlaň.',
  'auth.tooManyAttempts': 'Synanyşyklar örän köp. {minutes} minutdan soň gaýtalaň.',
  'auth.emailVerified': 'E-poçtaňyz tassyklandy: indi otag bronlap bilersiňiz',
  'auth.alreadyVerified': 'E-poçtaňyz eýýäm tassyklanan',
  'auth.verifyLinkInvalid':
    'Bu salgylanma nädogry, eýýäm ulanylan ýa-da möhleti geçen. Ulgama giriň we hasabyňyzdan täzesini iberiň.',
  'auth.verificationSent': 'Tassyklama salgylanmasyny {email} salgysyna ýene iberdik',
  'auth.emailNotVerified':
    'Bronlamazdan öň e-poçtaňyzy tassyklaň: {email} salgysyna iberilen salgylanmany açyň ýa-da ony hasabyňyzdan ýene iberiň',
  'auth.resetSent':
    'Bu salgy bilen hasap bar bolsa, oňa täze açar sözi üçin salgylanma iberildi. Salgylanma bir sagat hereket edýär.',
  'auth.resetLinkInvalid':
    'Bu salgylanma nädogry, eýýäm ulanylan ýa-da möhleti geçen. Giriş sahypasynda täzesini soraň.',
  'auth.passwordReset':
    'Täze açar sözi bellendi we siz ulgama girdiňiz. Beýleki ähli sessiýalar ýapyldy.',
  'auth.passwordChanged': 'Açar sözi üýtgedildi. Beýleki ähli sessiýalar ýapyldy.',
  'auth.wrongCurrentPassword': 'Häzirki açar sözi nädogry',
  'auth.sessionEnded': 'Bu sessiýa ýapyldy',
  'auth.otherSessionsEnded': 'Beýleki ähli sessiýalar ýapyldy',
  'auth.noSuchSession': 'Hasabyňyzda beýle sessiýa ýok',
  'auth.resetLinkSentByManager': 'Täze açar sözi üçin salgylanma {email} salgysyna iberildi',
  'auth.adminOk': 'Giriş rugsat berildi',
  'auth.accountDisabled': 'Bu hasap öçürilen. Dolandyryja ýüz tutuň.',
};
