import { LICENCE_NAMES } from '../../../_shared/licences/names.ts'
import type { CertificateTexts } from './en.ts'

// Brazilian Portuguese, as everywhere on the site.
export const pt: CertificateTexts = {
  dateLocale: 'pt-BR',
  title: 'Certificado de licença',
  documentTitle: 'Certificado de licença {number}',
  perpetual: 'Perpétua',
  licenceNumber: 'Número da licença',
  issued: 'Data de emissão',
  licensee: 'Licenciado',
  track: 'Faixa',
  artistAndLicensor: 'Artista e licenciante',
  licence: 'Licença',
  format: 'Arquivos',
  termAndTerritory: 'Prazo e território',
  termValue: 'Perpétua, no mundo todo',
  exclusivity: 'Exclusividade',
  exclusivityValue: 'Exclusiva desde {date}: nenhuma outra licença desta faixa é vendida',
  order: 'Pedido',
  allowedHeading: 'Esta licença permite que você',
  notAllowedHeading: 'Esta licença não permite que você',
  generalTerms:
    'A licença é não exclusiva, mundial e perpétua, e abrange os arquivos entregues com o pedido: {files}. Os direitos autorais da gravação continuam sendo de {artist}.',
  generalTermsExclusive:
    'A licença é exclusiva, mundial e perpétua, e abrange os arquivos entregues com o pedido: {files}. Desde a emissão, nenhuma outra licença da faixa é vendida; as emitidas antes continuam válidas. Os direitos autorais da gravação continuam sendo de {artist}.',
  creditLine: 'O crédito é bem-vindo, mas não obrigatório: “Música: {artist} – {title}”.',
  verify: 'Verifique esta licença: escaneie o código ou abra',
  files: { mp3: 'MP3, 320 kbps', wav: 'master WAV', stems: 'stems (zip)' },
  capsHeading: 'Dentro destes limites',
  caps: {
    copies: 'Cópias vendidas ou distribuídas',
    streams: 'Reproduções em streaming',
    videos: 'Videoclipes',
    radio: 'Emissoras de rádio',
    live: 'Apresentações ao vivo pagas',
  },
  unlimited: 'Ilimitado',
  capNotAllowed: 'Não permitido',
  termsVersion: 'Termos da licença',
  licences: {
    private: {
      name: LICENCE_NAMES.pt.private,
      summary: 'Para ouvir em casa e discotecar onde ninguém ganha dinheiro com a música.',
      allowed: [
        'Ouvir a faixa por prazer, em qualquer aparelho que seja seu.',
        'Tocá-la nos seus sets em contextos não comerciais: em casa, nos seus treinos e em festas particulares ou eventos gratuitos em que ninguém paga ingresso e ninguém paga você para tocar.',
        'Guardar cópias de segurança do arquivo para uso próprio.',
      ],
      notAllowed: [
        'Compartilhar, vender, dar ou fazer upload do arquivo ou de qualquer cópia dele.',
        'Transmitir a faixa ou fazer streaming dela, inclusive em rádio, lives, podcasts e DJ sets publicados na internet.',
        'Sincronizá-la com vídeos, filmes, games, anúncios ou qualquer outra mídia.',
        'Usá-la em eventos pagos, em conteúdo monetizado ou em qualquer outro contexto comercial.',
      ],
    },
    commercial: {
      name: LICENCE_NAMES.pt.commercial,
      summary: 'Para uso profissional, inclusive em produções e apresentações que geram receita.',
      allowed: [
        'Tudo o que a licença privada permite.',
        'Usar a faixa em produções monetizadas, suas ou de clientes: vídeos, filmes, anúncios, games, apps e podcasts.',
        'Transmiti-la e fazer streaming dela, inclusive em lives monetizadas, DJ sets publicados na internet e programas de rádio.',
        'Tocá-la em público, inclusive em eventos pagos, clubes e festivais.',
        'Sincronizá-la com imagens em movimento (sync) nas produções acima.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartilhar ou dar o próprio arquivo de áudio, sozinho ou como parte de um pack de samples, biblioteca ou coleção de trilhas de banco.',
        'Atribuir a si a autoria da faixa, ou registrá-la (ou uma obra baseada nela) como sua em um sistema de identificação de conteúdo como o YouTube Content ID.',
      ],
    },
    wav: {
      name: LICENCE_NAMES.pt.wav,
      summary:
        'A licença comercial com o master WAV sem perdas, para lançamentos que precisam de qualidade total.',
      allowed: [
        'Tudo o que a licença comercial permite, dentro dos limites desta licença.',
        'Usar o master WAV sem perdas nas suas produções, mixagens e masters.',
        'Lançar e distribuir obras baseadas na faixa, até as cópias e reproduções indicadas abaixo.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartilhar ou dar os próprios arquivos de áudio, sozinhos ou em um pack de samples, uma biblioteca ou uma coleção de músicas de banco.',
        'Dizer-se autor da faixa, ou registrá-la (ou uma obra baseada nela) como sua em um sistema de identificação de conteúdo como o YouTube Content ID.',
        'Ultrapassar os limites desta licença sem uma nova licença.',
      ],
    },
    trackout: {
      name: LICENCE_NAMES.pt.trackout,
      summary:
        'O master WAV e todas as faixas separadas (stems), para retrabalhar, remixar e levar a faixa para a sua própria produção.',
      allowed: [
        'Tudo o que a licença WAV permite, dentro dos limites desta licença.',
        'Usar os stems (cada parte da faixa separada) para remixar, rearranjar e mixar a faixa nas suas próprias músicas.',
        'Acrescentar vocais e partes suas e lançar o resultado com o seu nome, dando crédito ao artista.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartilhar ou dar os próprios arquivos de áudio ou stems, sozinhos ou em um pack de samples, uma biblioteca ou uma coleção de músicas de banco.',
        'Lançar a gravação original sem alterações como sua, ou registrá-la em um sistema de identificação de conteúdo como o YouTube Content ID.',
        'Ultrapassar os limites desta licença sem uma nova licença.',
      ],
    },
    exclusive: {
      name: LICENCE_NAMES.pt.exclusive,
      summary:
        'Direitos exclusivos: qualquer uso profissional, e a partir de agora ninguém mais pode licenciar a faixa.',
      allowed: [
        'Tudo o que a licença comercial permite, sem limite de vendas, streams ou público.',
        'Ser o único novo licenciado da faixa: a partir da data deste certificado, o artista não vende nenhuma outra licença dela.',
        'Lançar obras baseadas nela (remixes, edits, músicas com a sua voz) com o seu nome e registrá-las, mas não a gravação original sozinha, em sistemas como o YouTube Content ID.',
      ],
      notAllowed: [
        'Revender, sublicenciar, compartilhar ou dar o próprio arquivo de áudio, sozinho ou em um pack de samples, biblioteca ou coleção de trilhas de banco.',
        'Atribuir a si a autoria ou os direitos autorais da gravação original: eles continuam sendo do artista.',
        'Impedir que titulares de licenças anteriores usem a faixa como as licenças deles permitem.',
      ],
    },
  },
}
