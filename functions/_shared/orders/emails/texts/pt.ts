import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

// Brazilian Portuguese ("pedido", "baixar", "arquivo"), the variant the site's "pt" serves.
export const pt: OrderTexts = {
  labelSeparator: ': ',
  licencePrivate: LICENCE_NAMES.pt.private,
  licenceCommercial: LICENCE_NAMES.pt.commercial,
  licenceExclusive: LICENCE_NAMES.pt.exclusive,
  checkoutTrackDescription: 'MP3 a 320 kbps · licença perpétua',
  checkoutExclusiveDescription: 'MP3 a 320 kbps · direitos exclusivos: a faixa sai de venda',
  checkoutBundleFree: 'Grátis com o pacote de licenças (1 a cada 3 licenças privadas)',
  subjectWithTracks: 'Pedido nº {number}: seus downloads e licenças',
  subjectGearOnly: 'Pedido nº {number} confirmado',
  preheaderWithTracks: 'Pagamento confirmado. Suas faixas já estão prontas para baixar.',
  preheaderGearOnly: 'Pagamento confirmado. Estamos preparando o envio do seu equipamento.',
  greeting: 'Olá, {name},',
  intro: 'Obrigado pelo seu pedido. Seu pagamento de {total} foi confirmado.',
  tracksHeading: 'Suas faixas',
  downloadsNote:
    'Você pode baixar cada faixa {count} vezes. Cada clique abre um novo link para o arquivo MP3 (320 kbps), válido por 60 segundos.',
  downloadButton: 'Baixar MP3',
  licenceNumber: 'Número da licença',
  certificateLink: 'Certificado de licença (PDF)',
  licencesNote:
    'Suas licenças são perpétuas. O certificado diz o que cada licença permite; guarde-o junto com seus documentos.',
  gearHeading: 'Seu equipamento',
  quantity: 'Quantidade',
  shippingNote: 'Estamos preparando seu equipamento e vamos enviá-lo para:',
  shippingLine: 'Frete ({rate})',
  bundleFree: 'grátis com o pacote',
  subtotal: 'Subtotal',
  bundleLine: 'Pacote de licenças (1 a cada 3 licenças privadas grátis)',
  discountLine: 'Cupom {code}',
  discountLineNoCode: 'Desconto',
  exclusiveNote:
    'Direitos exclusivos: a partir de agora ninguém mais pode licenciar esta faixa. As licenças vendidas antes da sua continuam válidas.',
  total: 'Total',
  libraryLink: 'Sua biblioteca: baixe suas compras de novo quando quiser',
  keepEmail: 'Guarde este e-mail: ele tem seus links de download e os números das licenças.',
  help: 'Alguma dúvida sobre o seu pedido? Responda a este e-mail e teremos o maior prazer em ajudar.',
  footer: 'Você recebeu este e-mail porque fez o pedido nº {number} em {brand}.',
  shippedSubject: 'Pedido nº {number}: seu equipamento está a caminho',
  shippedPreheader: 'Seu equipamento foi enviado via {carrier}.',
  shippedIntro: 'Boa notícia: seu equipamento já saiu do estúdio e está a caminho via {carrier}.',
  shippedTracking: 'Código de rastreio',
  shippedTrackButton: 'Rastrear encomenda',
  shippedAddress: 'Endereço de entrega:',
  ownerSubject: 'Nova venda: pedido nº {number} ({total})',
  ownerIntro: '{name} ({email}) pagou o pedido nº {number}.',
  ownerItemsHeading: 'Itens',
  ownerShipTo: 'Endereço de entrega',
  ownerNoShipping: 'Pedido digital: não há nada para enviar.',
  ownerFooter: 'Aviso de venda do seu site, {brand}.',
  unmatchedSubject: 'Pagamento reembolsado automaticamente: {amount}',
  unmatchedUnknownOrder:
    'O Stripe cobrou {amount} de {email} por um pagamento ({session}) que não pertence a nenhum pedido do site.',
  unmatchedOrderClosed:
    'O Stripe cobrou {amount} de {email} pelo pedido nº {number}, que já estava encerrado quando o pagamento chegou.',
  unmatchedExclusiveSold:
    'O Stripe cobrou {amount} de {email} pelo pedido nº {number}, mas os direitos exclusivos de uma faixa dele já tinham sido vendidos para outro comprador.',
  unmatchedRefund:
    'O site está reembolsando automaticamente o valor total ao comprador, e nada foi entregue. Se o comprador entrar em contato, o pagamento está no Stripe como {session}.',
  unmatchedFooter: 'Aviso de pagamento do seu site, {brand}.',
  refundSubject: 'Pedido nº {number}: seu pagamento está sendo reembolsado',
  refundIntro:
    'Outro comprador garantiu os direitos exclusivos de {track} pouco antes de o seu pagamento chegar, então não foi possível concluir o pedido nº {number} e nada foi entregue.',
  refundBody:
    'Seu pagamento de {amount} está sendo reembolsado integralmente. Dependendo do seu banco, pode levar de 5 a 10 dias para aparecer.',
  licenceWav: LICENCE_NAMES.pt.wav,
  licenceTrackout: LICENCE_NAMES.pt.trackout,
  checkoutWavDescription: 'MP3 e master WAV · licença perpétua',
  checkoutTrackoutDescription: 'MP3, master WAV e stems · licença perpétua',
  checkoutTermsAcceptance: 'Li e aceito os [termos da licença]({url}) (versão {version}).',
  downloadWav: 'Baixar WAV',
  downloadStems: 'Baixar stems (zip)',
  downloadsNoteFiles:
    'Você pode baixar cada arquivo {count} vezes. Cada clique abre um link novo para o arquivo, válido por 60 segundos.',
  taxLine: 'IVA',
  taxIncludedLine: 'IVA incluído',
  reverseChargeNote: 'Autoliquidação do IVA: o cliente recolhe o imposto.',
  invoiceLink: 'Sua fatura (PDF)',
  termsAccepted: 'Você aceitou os termos da licença ao pagar (versão {version}).',
  ownerTax: 'IVA cobrado: {amount} ({country})',
  ownerNoTax: 'Sem IVA ({reason}).',
  ownerReverseCharge: 'autoliquidação, cliente empresa',
  ownerOutsideEu: 'fora da UE',
  disputeSubject: 'Pagamento contestado: pedido nº {number} ({amount})',
  disputeIntro:
    '{email} contestou com o banco o pagamento de {amount} do pedido nº {number}. Motivo informado: {reason}.',
  disputeRevoked:
    'Os downloads e os certificados de licença do pedido ficam bloqueados enquanto a contestação estiver aberta.',
  disputeEvidence:
    'A página do pedido no painel mostra cada download e exporta um PDF de provas (o pedido, os termos aceitos, os e-mails enviados e cada download) para enviar pelo Stripe.',
  recoverySubject: 'Sua compra na {brand} está esperando por você',
  recoveryPreheader: 'Seu pagamento expirou, mas a sua seleção está a um clique.',
  recoveryIntro: 'Olá, {name}: seu pagamento de {items} expirou antes de ser concluído.',
  recoveryButton: 'Voltar ao pagamento',
  recoveryNote: 'O link abre um novo pagamento com os mesmos itens. Nada é cobrado até você pagar.',
  recoveryFooter:
    'Você está recebendo este e-mail porque aceitou receber novidades da {brand} ao iniciar a compra.',
  lineRefundSubject: 'Pedido nº {number}: {amount} reembolsados',
  lineRefundPreheader: 'Parte do seu pedido foi reembolsada.',
  lineRefundIntro: 'Reembolsamos {amount} por estes itens do pedido nº {number}:',
  lineRefundLicence: 'os downloads e o certificado de licença foram desativados',
  lineRefundRestocked: 'cancelado antes do envio',
  lineRefundReturned: 'já tinha sido enviado: responda a este e-mail e diremos como devolvê-lo',
  lineRefundBank:
    'O dinheiro volta para o cartão usado no pagamento. Dependendo do seu banco, pode levar de 5 a 10 dias para aparecer.',
  lineRefundRest:
    'O resto do seu pedido continua igual: seus outros downloads e licenças seguem funcionando.',
}
