import { LICENCE_NAMES } from '../../../licences/names.ts'
import type { OrderTexts } from './en.ts'

// Brazilian Portuguese ("pedido", "baixar", "arquivo"), the variant the site's "pt" serves.
export const pt: OrderTexts = {
  licence_private: LICENCE_NAMES.pt.private,
  licence_commercial: LICENCE_NAMES.pt.commercial,
  licence_exclusive: LICENCE_NAMES.pt.exclusive,
  checkout_track_description: 'MP3 a 320 kbps · licença perpétua',
  checkout_exclusive_description: 'MP3 a 320 kbps · direitos exclusivos: a faixa sai de venda',
  checkout_bundle_free: 'Grátis com o pacote de licenças (1 a cada 3 licenças privadas)',
  subject_with_tracks: 'Pedido nº {number}: seus downloads e licenças',
  subject_gear_only: 'Pedido nº {number} confirmado',
  preheader_with_tracks: 'Pagamento confirmado. Suas faixas já estão prontas para baixar.',
  preheader_gear_only: 'Pagamento confirmado. Estamos preparando o envio do seu equipamento.',
  greeting: 'Olá, {name},',
  intro: 'Obrigado pelo seu pedido. Seu pagamento de {total} foi confirmado.',
  tracks_heading: 'Suas faixas',
  downloads_note:
    'Você pode baixar cada faixa {count} vezes. Cada clique abre um novo link para o arquivo MP3 (320 kbps), válido por 60 segundos.',
  download_button: 'Baixar MP3',
  licence_number: 'Número da licença',
  certificate_link: 'Certificado de licença (PDF)',
  licences_note:
    'Suas licenças são perpétuas. O certificado diz o que cada licença permite; guarde-o junto com seus documentos.',
  gear_heading: 'Seu equipamento',
  quantity: 'Quantidade',
  shipping_note: 'Estamos preparando seu equipamento e vamos enviá-lo para:',
  shipping_line: 'Frete ({rate})',
  bundle_free: 'grátis com o pacote',
  subtotal: 'Subtotal',
  bundle_line: 'Pacote de licenças (1 a cada 3 licenças privadas grátis)',
  discount_line: 'Cupom {code}',
  discount_line_no_code: 'Desconto',
  exclusive_note:
    'Direitos exclusivos: a partir de agora ninguém mais pode licenciar esta faixa. As licenças vendidas antes da sua continuam válidas.',
  total: 'Total',
  library_link: 'Sua biblioteca: baixe suas compras de novo quando quiser',
  keep_email: 'Guarde este e-mail: ele tem seus links de download e os números das licenças.',
  help: 'Alguma dúvida sobre o seu pedido? Responda a este e-mail e teremos o maior prazer em ajudar.',
  footer: 'Você recebeu este e-mail porque fez o pedido nº {number} em {brand}.',
  shipped_subject: 'Pedido nº {number}: seu equipamento está a caminho',
  shipped_preheader: 'Seu equipamento foi enviado via {carrier}.',
  shipped_intro: 'Boa notícia: seu equipamento já saiu do estúdio e está a caminho via {carrier}.',
  shipped_tracking: 'Código de rastreio',
  shipped_track_button: 'Rastrear encomenda',
  shipped_address: 'Endereço de entrega:',
  owner_subject: 'Nova venda: pedido nº {number} ({total})',
  owner_intro: '{name} ({email}) pagou o pedido nº {number}.',
  owner_items_heading: 'Itens',
  owner_ship_to: 'Endereço de entrega',
  owner_no_shipping: 'Pedido digital: não há nada para enviar.',
  owner_footer: 'Aviso de venda do seu site, {brand}.',
  unmatched_subject: 'Pagamento reembolsado automaticamente: {amount}',
  unmatched_unknown_order:
    'O Stripe cobrou {amount} de {email} por um pagamento ({session}) que não pertence a nenhum pedido do site.',
  unmatched_order_closed:
    'O Stripe cobrou {amount} de {email} pelo pedido nº {number}, que já estava encerrado quando o pagamento chegou.',
  unmatched_exclusive_sold:
    'O Stripe cobrou {amount} de {email} pelo pedido nº {number}, mas os direitos exclusivos de uma faixa dele já tinham sido vendidos para outro comprador.',
  unmatched_refund:
    'O site está reembolsando automaticamente o valor total ao comprador, e nada foi entregue. Se o comprador entrar em contato, o pagamento está no Stripe como {session}.',
  unmatched_footer: 'Aviso de pagamento do seu site, {brand}.',
  refund_subject: 'Pedido nº {number}: seu pagamento está sendo reembolsado',
  refund_intro:
    'Outro comprador garantiu os direitos exclusivos de {track} pouco antes de o seu pagamento chegar, então não foi possível concluir o pedido nº {number} e nada foi entregue.',
  refund_body:
    'Seu pagamento de {amount} está sendo reembolsado integralmente. Dependendo do seu banco, pode levar de 5 a 10 dias para aparecer.',
  licence_wav: LICENCE_NAMES.pt.wav,
  licence_trackout: LICENCE_NAMES.pt.trackout,
  checkout_wav_description: 'MP3 e master WAV · licença perpétua',
  checkout_trackout_description: 'MP3, master WAV e stems · licença perpétua',
  checkout_terms_acceptance: 'Li e aceito os [termos da licença]({url}) (versão {version}).',
  download_wav: 'Baixar WAV',
  download_stems: 'Baixar stems (zip)',
  downloads_note_files:
    'Você pode baixar cada arquivo {count} vezes. Cada clique abre um link novo para o arquivo, válido por 60 segundos.',
  tax_line: 'IVA',
  tax_included_line: 'IVA incluído',
  reverse_charge_note: 'Autoliquidação do IVA: o cliente recolhe o imposto.',
  invoice_link: 'Sua fatura (PDF)',
  terms_accepted: 'Você aceitou os termos da licença ao pagar (versão {version}).',
  owner_tax: 'IVA cobrado: {amount} ({country})',
  owner_no_tax: 'Sem IVA ({reason}).',
  owner_reverse_charge: 'autoliquidação, cliente empresa',
  owner_outside_eu: 'fora da UE',
  dispute_subject: 'Pagamento contestado: pedido nº {number} ({amount})',
  dispute_intro:
    '{email} contestou com o banco o pagamento de {amount} do pedido nº {number}. Motivo informado: {reason}.',
  dispute_revoked:
    'Os downloads e os certificados de licença do pedido ficam bloqueados enquanto a contestação estiver aberta.',
  dispute_evidence:
    'A página do pedido no painel mostra cada download e exporta um PDF de provas (o pedido, os termos aceitos, os e-mails enviados e cada download) para enviar pelo Stripe.',
  recovery_subject: 'Sua compra na {brand} está esperando por você',
  recovery_preheader: 'Seu pagamento expirou, mas a sua seleção está a um clique.',
  recovery_intro: 'Olá, {name}: seu pagamento de {items} expirou antes de ser concluído.',
  recovery_button: 'Voltar ao pagamento',
  recovery_note:
    'O link abre um novo pagamento com os mesmos itens. Nada é cobrado até você pagar.',
  recovery_footer:
    'Você está recebendo este e-mail porque aceitou receber novidades da {brand} ao iniciar a compra.',
  line_refund_subject: 'Pedido nº {number}: {amount} reembolsados',
  line_refund_preheader: 'Parte do seu pedido foi reembolsada.',
  line_refund_intro: 'Reembolsamos {amount} por estes itens do pedido nº {number}:',
  line_refund_licence: 'os downloads e o certificado de licença foram desativados',
  line_refund_restocked: 'cancelado antes do envio',
  line_refund_returned: 'já tinha sido enviado: responda a este e-mail e diremos como devolvê-lo',
  line_refund_bank:
    'O dinheiro volta para o cartão usado no pagamento. Dependendo do seu banco, pode levar de 5 a 10 dias para aparecer.',
  line_refund_rest:
    'O resto do seu pedido continua igual: seus outros downloads e licenças seguem funcionando.',
}
