import type { Translation } from '../../message-format.ts';
import type { newsletterWords } from '../newsletter.ts';

export default {
  'newsletter.body':
    'Résultats trimestriels, dividendes, documents de l’assemblée annuelle et communiqués de presse de SFI (TSX : SFI), dans votre boîte de réception.',
  'newsletter.linkSent': 'Presque terminé : confirmez votre abonnement',
  'newsletter.checkInbox':
    'Nous avons envoyé un message à {email} : suivez son lien pour confirmer votre abonnement.',
  'newsletter.sending': 'Abonnement en cours…',
  'newsletter.privacy': 'Un courriel par trimestre, et chacun contient un lien pour vous désabonner.',

  'newsletter.mail.subject': 'Confirmez votre abonnement à l’infolettre des investisseurs de SFI',
  'newsletter.mail.body':
    'Merci de votre abonnement à l’infolettre des investisseurs de SFI. Confirmez votre abonnement en ouvrant ce lien : {confirm}\nLe lien est valide pendant 7 jours. Si vous n’avez rien demandé, ne tenez pas compte de ce message : rien ne vous sera envoyé.\nPour vous désabonner en tout temps : {unsubscribe}',

  'newsletter.confirm.title': 'Confirmez votre abonnement',
  'newsletter.confirm.working': 'Confirmation de votre abonnement…',
  'newsletter.confirm.done':
    'Votre abonnement à l’infolettre des investisseurs de SFI est confirmé. Il est maintenant actif!',
  'newsletter.confirm.invalid':
    'Ce lien de confirmation n’est pas valide ou a expiré. Abonnez-vous de nouveau pour en obtenir un autre.',
  'newsletter.unsubscribe.title': 'Se désabonner de l’infolettre des investisseurs',
  'newsletter.unsubscribe.body': 'Vous ne recevrez plus l’infolettre des investisseurs de SFI.',
  'newsletter.unsubscribe.submit': 'Se désabonner',
  'newsletter.unsubscribe.done':
    'Votre désabonnement est fait. Vous ne recevrez plus d’infolettre de notre part. Vous pouvez vous abonner de nouveau en tout temps.',
  'newsletter.unsubscribe.invalid': 'Ce lien de désabonnement n’est pas valide.',
  'newsletter.backHome': 'Aller à la page d’accueil',

  'newsletter.error.token': 'Ce lien n’est pas valide : ouvrez le lien du courriel tel qu’il a été envoyé.',
  'newsletter.error.linkNotFound': 'Ce lien n’est pas valide ou a expiré.',
} satisfies Translation<typeof newsletterWords>;
