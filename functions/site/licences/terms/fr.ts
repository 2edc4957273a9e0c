import { LICENCE_NAMES } from '../../../_shared/licences/names.ts'
import type { CertificateTexts } from './en.ts'

// French puts a no-break space before : ; « » ? and !, and writes « » for quotes.
export const fr: CertificateTexts = {
  dateLocale: 'fr-FR',
  title: 'Certificat de licence',
  documentTitle: 'Certificat de licence {number}',
  perpetual: 'Perpétuelle',
  licenceNumber: 'Numéro de licence',
  issued: 'Date d’émission',
  licensee: 'Titulaire',
  track: 'Morceau',
  artistAndLicensor: 'Artiste et concédant',
  licence: 'Licence',
  format: 'Fichiers',
  termAndTerritory: 'Durée et territoire',
  termValue: 'Perpétuelle, monde entier',
  exclusivity: 'Exclusivité',
  exclusivityValue:
    'Exclusive depuis le {date}\u00a0: plus aucune licence de ce morceau n’est vendue',
  order: 'Commande',
  allowedHeading: 'Cette licence vous permet de',
  notAllowedHeading: 'Cette licence ne vous permet pas de',
  generalTerms:
    'La licence est non exclusive, mondiale et perpétuelle, et porte sur les fichiers livrés avec la commande\u00a0: {files}. Les droits d’auteur sur l’enregistrement restent à {artist}.',
  generalTermsExclusive:
    'La licence est exclusive, mondiale et perpétuelle, et porte sur les fichiers livrés avec la commande\u00a0: {files}. Dès son émission, plus aucune licence du morceau n’est vendue\u00a0; celles émises avant restent valables. Les droits d’auteur sur l’enregistrement restent à {artist}.',
  creditLine:
    'Une mention est appréciée, sans être obligatoire\u00a0: «\u00a0Musique\u00a0: {artist} – {title}\u00a0».',
  verify: 'Vérifiez cette licence\u00a0: scannez le code ou ouvrez',
  files: { mp3: 'MP3, 320\u00a0kbit/s', wav: 'master WAV', stems: 'stems (zip)' },
  capsHeading: 'Dans ces limites',
  caps: {
    copies: 'Exemplaires vendus ou distribués',
    streams: 'Écoutes en streaming',
    videos: 'Clips vidéo',
    radio: 'Stations de radio',
    live: 'Concerts payants',
  },
  unlimited: 'Illimité',
  capNotAllowed: 'Non autorisé',
  termsVersion: 'Conditions de la licence',
  licences: {
    private: {
      name: LICENCE_NAMES.fr.private,
      summary:
        'Pour l’écoute personnelle, et pour mixer là où personne ne gagne d’argent avec la musique.',
      allowed: [
        'Écouter le morceau pour votre propre plaisir, sur tous les appareils qui vous appartiennent.',
        'Le jouer dans vos sets en contexte non commercial\u00a0: chez vous, en répétition, et lors de soirées privées ou d’événements gratuits où personne ne paie d’entrée et où personne ne vous paie pour jouer.',
        'Garder des copies de sauvegarde du fichier pour votre propre usage.',
      ],
      notAllowed: [
        'Partager, vendre, donner ou mettre en ligne le fichier ou une copie de celui-ci.',
        'Diffuser le morceau, en streaming ou non, y compris à la radio, en live, dans des podcasts et dans des mixes publiés en ligne.',
        'Le synchroniser avec des vidéos, des films, des jeux, des publicités ou tout autre média.',
        'L’utiliser lors d’événements payants, dans des contenus monétisés ou dans tout autre cadre commercial.',
      ],
    },
    commercial: {
      name: LICENCE_NAMES.fr.commercial,
      summary:
        'Pour un usage professionnel, y compris des productions et des prestations rémunérées.',
      allowed: [
        'Tout ce que permet la licence privée.',
        'Utiliser le morceau dans des productions monétisées, pour vous ou pour vos clients\u00a0: vidéos, films, publicités, jeux, applications et podcasts.',
        'Le diffuser, en streaming ou non, y compris dans des lives monétisés, des mixes publiés en ligne et des émissions de radio.',
        'Le jouer en public, y compris lors d’événements payants, en club et en festival.',
        'Le synchroniser avec des images animées (sync) dans les productions ci-dessus.',
      ],
      notAllowed: [
        'Revendre, sous-licencier, partager ou donner le fichier audio lui-même, seul ou au sein d’un pack de samples, d’une bibliothèque ou d’une collection de musique d’illustration.',
        'Vous attribuer la paternité du morceau, ou l’enregistrer (ou une œuvre qui en dérive) à votre nom auprès d’un système d’identification de contenus comme YouTube Content ID.',
      ],
    },
    wav: {
      name: LICENCE_NAMES.fr.wav,
      summary:
        'La licence commerciale avec le master WAV sans perte, pour les sorties qui exigent toute la qualité.',
      allowed: [
        'Tout ce que permet la licence commerciale, dans les limites de cette licence.',
        'Utiliser le master WAV sans perte dans vos productions, mixages et masters.',
        'Sortir et distribuer des œuvres fondées sur le morceau, dans la limite des exemplaires et écoutes ci-dessous.',
      ],
      notAllowed: [
        'Revendre, sous-licencier, partager ou donner les fichiers audio eux-mêmes, seuls ou dans un pack de samples, une banque de sons ou une collection de musique d’illustration.',
        'Vous attribuer la paternité du morceau, ou l’enregistrer (ou une œuvre fondée sur lui) comme le vôtre auprès d’un système d’identification de contenu comme YouTube Content ID.',
        'Dépasser les limites de cette licence sans nouvelle licence.',
      ],
    },
    trackout: {
      name: LICENCE_NAMES.fr.trackout,
      summary:
        'Le master WAV et toutes les pistes séparées (stems), pour retravailler, remixer et intégrer le morceau à votre propre production.',
      allowed: [
        'Tout ce que permet la licence WAV, dans les limites de cette licence.',
        'Utiliser les stems (chaque partie du morceau séparément) pour remixer, réarranger et mixer le morceau dans vos propres titres.',
        'Ajouter des voix et vos propres parties, et sortir le résultat sous votre nom en créditant l’artiste.',
      ],
      notAllowed: [
        'Revendre, sous-licencier, partager ou donner les fichiers audio ou les stems eux-mêmes, seuls ou dans un pack de samples, une banque de sons ou une collection de musique d’illustration.',
        'Sortir l’enregistrement original inchangé comme le vôtre, ou l’enregistrer auprès d’un système d’identification de contenu comme YouTube Content ID.',
        'Dépasser les limites de cette licence sans nouvelle licence.',
      ],
    },
    exclusive: {
      name: LICENCE_NAMES.fr.exclusive,
      summary:
        'Droits exclusifs\u00a0: tout usage professionnel, et plus personne ne peut obtenir de licence pour ce morceau.',
      allowed: [
        'Tout ce que permet la licence commerciale, sans limite de ventes, d’écoutes ni d’audience.',
        'Être le seul nouveau titulaire de licence du morceau\u00a0: à compter de la date de ce certificat, l’artiste n’en vend plus aucune licence.',
        'Publier des œuvres dérivées (remixes, edits, chansons avec votre voix) sous votre nom et les enregistrer, mais pas l’enregistrement original seul, auprès de systèmes comme YouTube Content ID.',
      ],
      notAllowed: [
        'Revendre, sous-licencier, partager ou donner le fichier audio lui-même, seul ou dans un pack de samples, une bibliothèque ou une collection de musique d’illustration.',
        'Vous attribuer la paternité ou les droits d’auteur de l’enregistrement original\u00a0: ils restent à l’artiste.',
        'Empêcher les titulaires de licences antérieures d’utiliser le morceau comme leur licence le permet.',
      ],
    },
  },
}
