import { AUDIENCE_FR } from '../audience/audience-fr';

/**
 * French texts of the owner's desk (/bureau), her language. Another language
 * is one more file with the same keys, which `tsc` checks (DeskTextKey).
 * Placeholders in braces are filled by `deskText`.
 */
export const deskFr = {
  'desk.name': 'Bureau',
  'desk.siteName': 'Sillage Communication',
  'desk.titleSuffix': 'Bureau · Sillage Communication',
  'desk.navLabel': 'Sections du bureau',
  'desk.skipToContent': 'Aller au contenu',
  'desk.signedInAs': 'Connectée : {email}',
  'desk.publicSite': 'Voir le site',

  'nav.messages': 'Messages',
  'nav.subscribers': 'Abonnés',
  'nav.audience': 'Audience',

  'messages.title': 'Messages',
  'messages.summary': 'À traiter : {unhandled} · Notifications non envoyées : {unsent}',
  'messages.searchLabel': 'Rechercher un nom, un e-mail, une entreprise ou un mot',
  'messages.searchButton': 'Rechercher',
  'messages.clearSearch': 'Tout afficher',
  'messages.found': 'Messages trouvés pour « {search} » : {count}',
  'messages.count': 'Messages reçus : {count}',
  'messages.none': 'Aucun message pour l’instant. Les messages envoyés depuis la page Contact apparaîtront ici.',
  'messages.noneFound': 'Aucun message ne correspond à cette recherche.',
  'messages.export': 'Télécharger tous les messages (fichier CSV, à ouvrir avec un tableur)',
  'messages.read': 'Lire le message de {name}',
  'messages.newer': 'Plus récents',
  'messages.older': 'Plus anciens',
  'messages.pages': 'Pages de messages',
  'messages.from': 'Envoyé depuis {page}, en {language}',

  'state.new': 'À traiter',
  'state.handled': 'Traité le {date}',
  'notification.sent': 'Notification envoyée',
  'notification.pending': 'Notification en cours d’envoi',
  'notification.retry': 'Notification non envoyée, nouvel essai à partir du {date}',
  'notification.givenUp': 'Notification non envoyée malgré plusieurs essais : répondez depuis le bureau',

  'message.title': 'Message de {name}',
  'message.back': 'Retour aux messages',
  'message.empty': 'Non renseigné',
  'message.received': 'Reçu le',
  'message.language': 'Langue',
  'message.page': 'Envoyé depuis',
  'message.state': 'État',
  'message.notification': 'Notification',
  'message.actions': 'Actions',
  'message.reply': 'Répondre par e-mail',
  'message.markHandled': 'Marquer comme traité',
  'message.markNew': 'Remettre à traiter',
  'message.delete': 'Supprimer ce message…',
  'message.deleteWarning': 'Le message sera effacé définitivement. À faire par exemple si son auteur en fait la demande.',
  'message.deleteConfirm': 'Supprimer définitivement',
  'message.replySubject': 'Re : votre message à Sillage Communication',
  'message.replyGreeting': 'Bonjour {name},',
  'message.replyQuote': 'Le {date}, vous nous avez écrit :',

  'language.fr': 'français',
  'language.en': 'anglais',
  'language.es': 'espagnol',

  'subscribers.title': 'Abonnés à la newsletter',
  'subscribers.summary': 'Abonnés confirmés : {confirmed} · En attente de confirmation : {pending}',
  'subscribers.pendingNote': 'Une adresse reste en attente tant que la personne n’a pas cliqué sur le lien de confirmation reçu par e-mail. D’ici là, elle ne reçoit rien, et l’adresse est effacée si l’inscription n’est pas confirmée dans les {days} jours.',
  'subscribers.none': 'Aucune inscription pour l’instant. Les inscriptions faites depuis le blog apparaîtront ici.',
  'subscribers.export': 'Télécharger les adresses confirmées (fichier CSV, à ouvrir avec un tableur ou à importer dans un outil d’envoi)',
  'subscribers.since': 'Inscription le',
  'subscribers.confirmed': 'Confirmée le {date}',
  'subscribers.pending': 'En attente',
  'subscribers.remove': 'Retirer…',
  'subscribers.removeLabel': 'Retirer {email}',
  'subscribers.removeWarning': 'L’adresse sera définitivement effacée de la liste.',
  'subscribers.removeConfirm': 'Retirer définitivement',

  'audiencePage.title': 'Audience',
  'audiencePage.periods': 'Période',
  'audiencePage.days': '{days} derniers jours',

  'done.message-handled': 'Le message est marqué comme traité.',
  'done.message-new': 'Le message est de nouveau à traiter.',
  'done.message-deleted': 'Le message a été supprimé.',
  'done.subscriber-removed': 'L’adresse a été retirée de la liste.',

  'refused.title': 'Action non effectuée',
  'refused.cross-site': 'Cette demande venait d’un autre site : elle n’a pas été prise en compte. Recommencez depuis le bureau.',
  'refused.malformed': 'Cette demande était incomplète : elle n’a pas été prise en compte. Rechargez la page et recommencez.',
  'refused.too-large': 'Cette demande était trop volumineuse : elle n’a pas été prise en compte. Rechargez la page et recommencez.',
  'refused.key-spent': 'Ce formulaire a déjà servi à une autre action : rien n’a été modifié. Rechargez la page et recommencez.',
  'refused.back': 'Retour au bureau',

  'unavailable.title': 'Bureau momentanément indisponible',
  'unavailable.text': 'Impossible d’accéder aux données du bureau pour le moment. Si vous étiez en train de faire une modification, elle n’a pas été enregistrée. Réessayez dans une minute.',

  'csv.messages.file': 'messages',
  'csv.subscribers.file': 'abonnes',
  'csv.id': 'n°',
  'csv.received': 'reçu le (heure UTC)',
  'csv.language': 'langue',
  'csv.email': 'e-mail',
  'csv.page': 'page',
  'csv.handled': 'traité le (heure UTC)',
  'csv.notification': 'notification',
  'csv.confirmed': 'confirmé le (heure UTC)',
  ...AUDIENCE_FR,
} as const;

export type DeskTextKey = keyof typeof deskFr;
