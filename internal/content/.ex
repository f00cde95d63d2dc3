upstash__docs: redis/sdks/ts/commands/auth/echo.mdx:15:1: warning[component-prop]: <ResponseField> needs a name
  15 | <ResponseField type="string" required>
     | ^
     = hint: add name="…"

mem0ai__mem0: platform/overview.mdx:61:64: warning[unknown-component]: <Link> is not a component Folio knows
  61 | …eciding whether to self-host? Compare hosting models in the <Link href="/platform/platform-vs-oss">Platform vs OSS guide…
     |                                                              ^
     = hint: import it from a snippet, or check the spelling

upstash__docs: redis/sdks/ts/commands/zset/zdiffstore.mdx:23:1: warning[component-prop]: <ResponseField> needs a type
  23 | <ResponseField  required>
     | ^
     = hint: add type="…", e.g. type="string"

Comfy-Org__docs: snippets/install/add-external-models.mdx:27:3: warning[missing-file]: /images/desktop/extra_model_paths.png is not in the docs folder
  27 |   ![Open Config File](/images/desktop/extra_model_paths.png)
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/develop/build-server.mdx:13:3: warning[missing-file]: /images/current-weather.png is not in the docs folder
  13 |   <img src="/images/current-weather.png" />
     |   ^

Comfy-Org__docs: interface/user.mdx:47:1: warning[missing-file]: /images/interface/setting/user.jpg is not in the docs folder
  47 | ![ComfyUI User Interface](/images/interface/setting/user.jpg)
     | ^

Comfy-Org__docs: support/subscription/managing.mdx:15:1: warning[missing-file]: /images/support/subscription/subscription.jpg is not in the docs folder
  15 | <img src="/images/support/subscription/subscription.jpg" alt="Subscription settings menu" />
     | ^

Comfy-Org__docs: snippets/install/update-comfyui.mdx:9:1: warning[missing-file]: /images/desktop/desktop_check_for_updates.jpg is not in the docs folder
   9 | ![ComfyUI Desktop Check for Updates](/images/desktop/desktop_check_for_updates.jpg)
     | ^

Comfy-Org__docs: support/subscription/changing-plan.mdx:15:1: warning[missing-file]: /images/support/payment/billing-1-account.png is not in the docs folder
  15 | <img src="/images/support/payment/billing-1-account.png" alt="Plan & Credits menu" />
     | ^

triggerdotdev__trigger.dev: snippets/step-run-test.mdx:9:1: warning[missing-file]: /images/test-dashboard.png is not in the docs folder
   9 | ![Test page](/images/test-dashboard.png)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:119:3: warning[missing-file]: /images/desktop/comfyui-interface.jpg is not in the docs folder
 119 |   ![ComfyUI Desktop Interface](/images/desktop/comfyui-interface.jpg)
     |   ^

Comfy-Org__docs: snippets/install/update-comfyui.mdx:5:1: warning[missing-file]: /images/desktop/comfyui-desktop-update-setting.jpg is not in the docs folder
   5 | ![ComfyUI Desktop Settings](/images/desktop/comfyui-desktop-update-setting.jpg)
     | ^

upstash__docs: workflow/quickstarts/cloudflare-workers.mdx:156:3: warning[missing-file]: /img/qstash-workflow/dashboard.png is not in the docs folder
 156 |   <img src="/img/qstash-workflow/dashboard.png" />
     |   ^

triggerdotdev__trigger.dev: snippets/step-view-run.mdx:5:1: warning[missing-file]: /images/run-page.png is not in the docs folder
   5 | ![Run page](/images/run-page.png)
     | ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/sdk.mdx:14:3: warning[unknown-icon]: there is no icon "square-c"
  14 | | <Icon icon="square-c" size={24} /> &nbsp; [C#](https://csharp.sdk.modelcontextprotocol.io)      | [modelcontextprotoco…
     |   ^
     = hint: see the icon names of the fontawesome library

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/sdk.mdx:21:3: warning[unknown-icon]: there is no icon "square-k"
  21 | | <Icon icon="square-k" size={24} /> &nbsp; [Kotlin](https://kotlin.sdk.modelcontextprotocol.io)  | [modelcontextprotoco…
     |   ^
     = hint: see the icon names of the fontawesome library

Comfy-Org__docs: snippets/install/troubleshooting-gpt.mdx:15:1: warning[missing-file]: /images/desktop/win-comfyui-desktop-8.jpg is not in the docs folder
  15 | ![ComfyUI Installation Failed - Error Log](/images/desktop/win-comfyui-desktop-8.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:71:1: warning[missing-file]: /images/interface/features/subgraph/editing_subgraph.jpg is not in the docs folder
  71 | ![Subgraph editing mode](/images/interface/features/subgraph/editing_subgraph.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/lora.mdx:75:1: warning[missing-file]: /images/tutorial/basic/lora/chain_link.png is not in the docs folder
  75 | ![LoRA Node Chain Connection](/images/tutorial/basic/lora/chain_link.png)
     | ^

Comfy-Org__docs: snippets/install/maintenance-page.mdx:16:1: warning[missing-file]: /images/desktop/maintenance-2.jpg is not in the docs folder
  16 | ![ComfyUI Maintenance Page](/images/desktop/maintenance-2.jpg)
     | ^

Comfy-Org__docs: snippets/install/desktop-venv.mdx:12:5: warning[missing-file]: /images/desktop/desktop_terminal.png is not in the docs folder
  12 |     ![ComfyUI Desktop Terminal](/images/desktop/desktop_terminal.png)
     |     ^

Comfy-Org__docs: snippets/install/troubleshooting-feedback.mdx:17:1: warning[missing-file]: /images/desktop/win-comfyui-desktop-10-logs.jpg is not in the docs folder
  17 | ![ComfyUI Log Files Location](/images/desktop/win-comfyui-desktop-10-logs.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:10:1: warning[missing-file]: /images/comfy_core/sampling/k_sampler.png is not in the docs folder
  10 | ![Comfy Core K-Sampler Node](/images/comfy_core/sampling/k_sampler.png)
     | ^

Comfy-Org__docs: support/subscription/changing-plan.mdx:33:1: warning[missing-file]: /images/support/payment/comfyui-billing-portal.jpg is not in the docs folder
  33 | <img src="/images/support/payment/comfyui-billing-portal.jpg" alt="Comfy billing portal" />
     | ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/develop/connect-local-servers.mdx:11:3: warning[missing-file]: /images/quickstart-filesystem.png is not in the docs folder
  11 |   <img
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tutorials/security/authorization.mdx:1142:3: warning[missing-file]: /images/tutorial-authorization/keycloak-vscode.png is not in the docs folder
 1142 |   <img
      |   ^

Comfy-Org__docs: get_started/first_generation.mdx:179:1: warning[missing-file]: /images/tutorial/gettingstarted/result.png is not in the docs folder
 179 | ![ComfyUI First Image Generation Result](/images/tutorial/gettingstarted/result.png)
     | ^

Comfy-Org__docs: snippets/get-api-key.mdx:12:5: warning[missing-file]: /images/interface/setting/user/user-login-api-key-3.jpg is not in the docs folder
  12 |     ![Enter API Key Name](/images/interface/setting/user/user-login-api-key-3.jpg)
     |     ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/develop/build-client.mdx:353:3: warning[missing-file]: /images/client-claude-cli-python.png is not in the docs folder
 353 |   <img src="/images/client-claude-cli-python.png" />
     |   ^

Comfy-Org__docs: snippets/get-api-key.mdx:17:5: warning[missing-file]: /images/interface/setting/user/user-login-api-key-4.jpg is not in the docs folder
  17 |     ![Obtain API Key](/images/interface/setting/user/user-login-api-key-4.jpg)
     |     ^

Comfy-Org__docs: support/subscription/subscribing.mdx:16:1: warning[missing-file]: /images/support/subscription/subscribe.jpg is not in the docs folder
  16 | <img src="/images/support/subscription/subscribe.jpg" alt="Subscribe button location" />
     | ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/develop/connect-local-servers.mdx:76:3: warning[missing-file]: /images/quickstart-developer.png is not in the docs folder
  76 |   <img
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tutorials/security/authorization.mdx:162:3: warning[missing-file]: /images/tutorial-authorization/keycloak-browser.png is not in the docs folder
 162 |   <img
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/develop/build-server.mdx:2974:3: warning[missing-file]: /images/weather-alerts.png is not in the docs folder
 2974 |   <img src="/images/weather-alerts.png" />
      |   ^

Comfy-Org__docs: support/payment/editing-payment-information.mdx:23:1: warning[missing-file]: /images/support/payment/billing-2-credits.png is not in the docs folder
  23 | ![Credits tab in settings with Invoice History button highlighted](/images/support/payment/billing-2-credits.png)
     | ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tutorials/security/authorization.mdx:192:3: warning[missing-file]: /images/tutorial-authorization/scope-add-audience.gif is not in the docs folder
 192 |   <img
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tutorials/security/authorization.mdx:236:3: warning[missing-file]: /images/tutorial-authorization/keycloak-client-auth.gif is not in the docs folder
 236 |   <img
     |   ^

Comfy-Org__docs: snippets/get-api-key.mdx:8:5: warning[missing-file]: /images/interface/setting/user/user-login-api-key-2.jpg is not in the docs folder
   8 |     ![Create API Key](/images/interface/setting/user/user-login-api-key-2.jpg)
     |     ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/develop/connect-local-servers.mdx:59:3: warning[missing-file]: /images/quickstart-menu.png is not in the docs folder
  59 |   <img
     |   ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:78:1: warning[missing-file]: /images/concepts/custom_nodes/desktop_terminal.png is not in the docs folder
  78 | ![ComfyUI Desktop Terminal](/images/concepts/custom_nodes/desktop_terminal.png)
     | ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tutorials/security/authorization.mdx:210:3: warning[missing-file]: /images/tutorial-authorization/keycloak-client.gif is not in the docs folder
 210 |   <img
     |   ^

Comfy-Org__docs: tutorials/controlnet/controlnet.mdx:135:1: warning[missing-file]: /images/tutorial/controlnet/apply_controlnet_chain_link.jpg is not in the docs folder
 135 | ![apply controlnet chain link](/images/tutorial/controlnet/apply_controlnet_chain_link.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:302:1: warning[missing-file]: /images/concepts/core-concepts_nodes_manager.png is not in the docs folder
 302 | ![ComfyUI Manager Interface](/images/concepts/core-concepts_nodes_manager.png)
     | ^

Comfy-Org__docs: snippets/install/troubleshooting-feedback.mdx:26:1: warning[missing-file]: /images/desktop/win-comfyui-desktop-11-config.jpg is not in the docs folder
  26 | ![ComfyUI Config Files Location](/images/desktop/win-comfyui-desktop-11-config.jpg)
     | ^

Comfy-Org__docs: snippets/get-api-key.mdx:4:5: warning[missing-file]: /images/interface/setting/user/user-login-api-key-1.jpg is not in the docs folder
   4 |     ![Visit Platform Login Page](/images/interface/setting/user/user-login-api-key-1.jpg)
     |     ^

Comfy-Org__docs: snippets/install/desktop-venv.mdx:40:5: warning[missing-file]: /images/desktop/terminal.jpg is not in the docs folder
  40 |     ![Using system to activate environment](/images/desktop/terminal.jpg)
     |     ^

Comfy-Org__docs: snippets/install/troubleshooting-gpt.mdx:16:1: warning[missing-file]: /images/desktop/win-comfyui-desktop-9.jpg is not in the docs folder
  16 | ![ComfyUI Installation Failed - GPT Feedback](/images/desktop/win-comfyui-desktop-9.jpg)
     | ^

triggerdotdev__trigger.dev: deploy-environment-variables.mdx:22:72: warning[missing-file]: /images/environment-variables-panel.jpg is not in the docs folder
  22 |   You can add values for your local dev environment, staging and prod. ![Environment variables
     |                                                                        ^

upstash__docs: workflow/quickstarts/nuxt.mdx:133:3: warning[missing-file]: /img/qstash-workflow/nextjs_local_request.png is not in the docs folder
 133 |   <img src="/img/qstash-workflow/nextjs_local_request.png" />
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/openai/dall-e-3.mdx:14:1: warning[missing-file]: /images/built-in-nodes/api_nodes/openai/openai-dall-e-3.jpg is not in the docs folder
  14 | ![OpenAI DALL·E 3 node screenshot](/images/built-in-nodes/api_nodes/openai/openai-dall-e-3.jpg)
     | ^

triggerdotdev__trigger.dev: replaying.mdx:16:34: warning[unknown-icon]: there is no icon "circle-1"
  16 |         You can edit the payload <Icon icon="circle-1" iconType="solid" size={20} color="F43F47" /> (if available) and c…
     |                                  ^
     = hint: see the icon names of the fontawesome library

triggerdotdev__trigger.dev: deploy-environment-variables.mdx:18:11: warning[missing-file]: /images/environment-variables-page.jpg is not in the docs folder
  18 |   button. ![Environment variables page](/images/environment-variables-page.jpg)
     |           ^

triggerdotdev__trigger.dev: replaying.mdx:16:143: warning[unknown-icon]: there is no icon "circle-2"
  16 | …color="F43F47" /> (if available) and choose the environment <Icon icon="circle-2" iconType="solid" size={20} color="F43F…
     |                                                              ^
     = hint: see the icon names of the fontawesome library

Comfy-Org__docs: tutorials/partner-nodes/overview.mdx:28:1: warning[missing-file]: /images/interface/setting/user/user-login-api-1.jpg is not in the docs folder
  28 | ![Select Comfy API Key Login](/images/interface/setting/user/user-login-api-1.jpg)
     | ^

triggerdotdev__trigger.dev: snippets/useful-next-steps.mdx:4:3: warning[unknown-icon]: there is no icon "diagram-subtask"
   4 |   <Card title="Tasks overview" icon="diagram-subtask" href="/tasks/overview">
     |   ^
     = hint: see the icon names of the fontawesome library

Comfy-Org__docs: support/payment/accepted-payment-methods.mdx:37:1: warning[missing-file]: /images/support/payment/active-wechat-and-alipay.jpg is not in the docs folder
  37 | ![Checkout screen showing USD selected and Alipay/WeChat Pay options available](/images/support/payment/active-wechat-an…
     | ^

mirurobotics__docs: data-uploads/overview.mdx:57:3: warning[unknown-component]: <ImmutableBadge> is not a component Folio knows
  57 |   <ImmutableBadge />
     |   ^
     = hint: import it from a snippet, or check the spelling

mintlify__docs: changelog.mdx:2270:5: warning[missing-file]: /images/changelog/themes.png is not in the docs folder
 2270 |     ![graphic with text "Themes v2"](/images/changelog/themes.png)
      |     ^

mintlify__docs: analytics/traffic.mdx:27:3: warning[missing-file]: /images/analytics/traffic-dark.png is not in the docs folder
  27 |   <img
     |   ^

mintlify__docs: changelog.mdx:2524:5: warning[missing-file]: /images/changelog/widget.png is not in the docs folder
 2524 |     ![AI Widget](/images/changelog/widget.png)
      |     ^

Comfy-Org__docs: installation/install_custom_node.mdx:46:3: warning[unknown-icon]: there is no icon "rectangle-history"
  46 |   <Card title="Legacy UI" icon="rectangle-history" href="/manager/legacy-ui">
     |   ^
     = hint: see the icon names of the fontawesome library

mintlify__docs: deploy/gitlab.mdx:68:7: warning[missing-file]: /images/gitlab/gitlab-config-dark.png is not in the docs folder
  68 |       <img src="/images/gitlab/gitlab-config-dark.png" alt="The GitLab configuration panel in the Git Settings page of t…
     |       ^

mintlify__docs: api-playground/overview.mdx:13:3: warning[missing-file]: /images/playground/API-playground-light.png is not in the docs folder
  13 |   <img src="/images/playground/API-playground-light.png" alt="API playground for the trigger an update endpoint." classN…
     |   ^

mintlify__docs: deploy/preview-deployments.mdx:91:5: warning[missing-file]: /images/previews/preview-auth-light.png is not in the docs folder
  91 |     <img src="/images/previews/preview-auth-light.png" alt="The preview authentication toggle in the Add-ons page" class…
     |     ^

Comfy-Org__docs: interface/credits.mdx:43:1: warning[missing-file]: /images/interface/setting/purchase-1.jpg is not in the docs folder
  43 | ![Credits Interface](/images/interface/setting/purchase-1.jpg)
     | ^

mintlify__docs: editor/configurations.mdx:18:3: warning[missing-file]: /images/editor/configurations-dark.png is not in the docs folder
  18 |   <img
     |   ^

mintlify__docs: editor/configurations.mdx:13:3: warning[missing-file]: /images/editor/configurations-light.png is not in the docs folder
  13 |   <img
     |   ^

mintlify__docs: optimize/search.mdx:106:3: warning[missing-file]: /images/search-settings-light.png is not in the docs folder
 106 |   <img
     |   ^

mintlify__docs: deploy/monorepo.mdx:41:1: warning[missing-file]: /images/monorepo-light.png is not in the docs folder
  41 | <img
     | ^

mintlify__docs: changelog.mdx:2349:5: warning[missing-file]: /images/changelog/llms.jpg is not in the docs folder
 2349 |     ![llms.txt support](/images/changelog/llms.jpg)
      |     ^

PrefectHQ__fastmcp: apps/providers/file-upload.mdx:16:3: warning[missing-file]: /apps/images/app-file-upload.png is not in the docs folder
  16 |   <img src="/apps/images/app-file-upload.png" alt="The FileUpload provider shown in Goose, with a drag-and-drop zone for…
     |   ^

mintlify__docs: deploy/gitlab.mdx:141:7: warning[missing-file]: /images/gitlab/gitlab-project-webtoken-test.png is not in the docs folder
 141 |       <img src="/images/gitlab/gitlab-project-webtoken-test.png" alt="Screenshot of the GitLab Webhooks page. The 'Push …
     |       ^

mintlify__docs: optimize/feedback.mdx:22:3: warning[missing-file]: /images/analytics/feedback-light.png is not in the docs folder
  22 |   <img
     |   ^

mintlify__docs: dashboard/sso.mdx:231:7: warning[missing-file]: /images/gsuite-sp-details.png is not in the docs folder
 231 |       ![Screenshot of the Service provider details page with the ACS URL and Entity ID input fields highlighted.](/image…
     |       ^

mintlify__docs: assistant/configure.mdx:81:3: warning[missing-file]: /images/assistant/search-suggestions-light.png is not in the docs folder
  81 |   <img src="/images/assistant/search-suggestions-light.png" alt="The search suggestions panel in the dashboard with cont…
     |   ^

mintlify__docs: quickstart.mdx:84:3: warning[missing-file]: /images/quickstart/mintlify-domain-light.png is not in the docs folder
  84 |   <img
     |   ^

mintlify__docs: dashboard/sso.mdx:219:7: warning[missing-file]: /images/gsuite-saml-metadata.png is not in the docs folder
 219 |       ![Screenshot of the Google Workspace SAML application page with the SSO URL, Entity ID, and x509 certificate highl…
     |       ^

mintlify__docs: analytics/traffic.mdx:21:3: warning[missing-file]: /images/analytics/traffic-light.png is not in the docs folder
  21 |   <img
     |   ^

mintlify__docs: deploy/gitlab.mdx:100:7: warning[missing-file]: /images/gitlab/gitlab-webhook.png is not in the docs folder
 100 |       <img src="/images/gitlab/gitlab-webhook.png" alt="Screenshot of the Webhooks page in the GitLab dashboard." />
     |       ^

mintlify__docs: deploy/gitlab.mdx:134:7: warning[missing-file]: /images/gitlab/gitlab-project-webtoken.png is not in the docs folder
 134 |       <img src="/images/gitlab/gitlab-project-webtoken.png" alt="The Webhook page in the GitLab dashboard. The settings …
     |       ^

mintlify__docs: editor/configurations.mdx:155:3: warning[missing-file]: /images/editor/redirects-light.png is not in the docs folder
 155 |   <img
     |   ^

mintlify__docs: editor/tutorial.mdx:44:11: warning[missing-file]: /images/editor/publish-menu-light.png is not in the docs folder
  44 |           <img src="/images/editor/publish-menu-light.png" alt="The publish menu opened in the editor toolbar." classNam…
     |           ^

mintlify__docs: automations/manage.mdx:31:7: warning[missing-file]: /images/workflows/workflow-settings-dark.png is not in the docs folder
  31 |       <img src="/images/workflows/workflow-settings-dark.png" alt="The configuration options for an automation." classNa…
     |       ^

mintlify__docs: deploy/preview-deployments.mdx:61:3: warning[missing-file]: /images/previews/redeploy-preview-dark.png is not in the docs folder
  61 |   <img src="/images/previews/redeploy-preview-dark.png" alt="The Previews menu with the deploy button emphasized by an o…
     |   ^

mintlify__docs: editor/comments.mdx:25:3: warning[missing-file]: /images/editor/comment-light.png is not in the docs folder
  25 |   <img
     |   ^

mintlify__docs: editor/suggestions.mdx:31:3: warning[missing-file]: /images/editor/suggesting-dark.png is not in the docs folder
  31 |   <img
     |   ^

mintlify__docs: changelog.mdx:2461:5: warning[missing-file]: /images/changelog/performance-improvements.png is not in the docs folder
 2461 |     ![Performance Improvements](/images/changelog/performance-improvements.png)
      |     ^

mintlify__docs: editor/tutorial.mdx:34:7: warning[missing-file]: /images/editor/add-page-light.png is not in the docs folder
  34 |       <img src="/images/editor/add-page-light.png" alt="The add page menu opened beside a group in the editor." classNam…
     |       ^

mintlify__docs: deploy/route53-cloudfront.mdx:48:5: warning[missing-file]: /images/cloudfront/create-distribution.png is not in the docs folder
  48 |     ![CloudFront Distributions page with the "Create distribution" button emphasized.](/images/cloudfront/create-distrib…
     |     ^

mintlify__docs: deploy/route53-cloudfront.mdx:75:5: warning[missing-file]: /images/cloudfront/origins.png is not in the docs folder
  75 |     ![A CloudFront distribution with the "Origins" tab highlighted.](/images/cloudfront/origins.png)
     |     ^

mintlify__docs: changelog.mdx:2408:5: warning[missing-file]: /images/changelog/advanced-footer.gif is not in the docs folder
 2408 |     ![Advanced Footer](/images/changelog/advanced-footer.gif)
      |     ^

mintlify__docs: optimize/search.mdx:111:3: warning[missing-file]: /images/search-settings-dark.png is not in the docs folder
 111 |   <img
     |   ^

mintlify__docs: deploy/multi-repo.mdx:60:5: warning[missing-file]: /images/deployments/add-repository-dark.png is not in the docs folder
  60 |     <img src="/images/deployments/add-repository-dark.png" alt="The Git settings page in the Mintlify dashboard. The Add…
     |     ^

mintlify__docs: assistant/configure.mdx:82:3: warning[missing-file]: /images/assistant/search-suggestions-dark.png is not in the docs folder
  82 |   <img src="/images/assistant/search-suggestions-dark.png" alt="The search suggestions panel in the dashboard with conte…
     |   ^

mintlify__docs: changelog.mdx:2195:5: warning[missing-file]: /images/changelog/translations.png is not in the docs folder
 2195 |     ![AI Translations graphic](/images/changelog/translations.png)
      |     ^

mintlify__docs: optimize/feedback.mdx:58:3: warning[missing-file]: /images/analytics/feedback-addons-dark.png is not in the docs folder
  58 |   <img
     |   ^

mintlify__docs: guides/custom-frontend.mdx:69:5: warning[missing-file]: /images/guides/astro/repo-settings-light.png is not in the docs folder
  69 |     <img
     |     ^

mintlify__docs: create/changelogs.mdx:56:3: warning[missing-file]: /images/changelog-toc-dark.png is not in the docs folder
  56 |   <img 
     |   ^

mintlify__docs: analytics/assistant.mdx:25:3: warning[missing-file]: /images/analytics/assistant-light.png is not in the docs folder
  25 |   <img
     |   ^

mintlify__docs: create/changelogs.mdx:95:3: warning[missing-file]: /images/changelog-filters-dark.png is not in the docs folder
  95 |   <img 
     |   ^

mintlify__docs: deploy/route53-cloudfront.mdx:145:3: warning[missing-file]: /images/cloudfront/behavior-1.png is not in the docs folder
 145 |   ![CloudFront "Create behavior" page with a "Path pattern" of "/docs/*" and "Origin and origin groups" pointing to the …
     |   ^

mintlify__docs: analytics/assistant.mdx:31:3: warning[missing-file]: /images/analytics/assistant-dark.png is not in the docs folder
  31 |   <img
     |   ^

mintlify__docs: deploy/route53-cloudfront.mdx:181:3: warning[missing-file]: /images/cloudfront/default-behavior-1.png is not in the docs folder
 181 |   ![A CloudFront distribution with the "Default (*)" behavior selected and the Edit button emphasized.](/images/cloudfro…
     |   ^

mintlify__docs: deploy/route53-cloudfront.mdx:187:3: warning[missing-file]: /images/cloudfront/default-behavior-2.png is not in the docs folder
 187 |   ![CloudFront "Edit behavior" page with the "Origin and origin groups" input field highlighted.](/images/cloudfront/def…
     |   ^

mintlify__docs: automations/manage.mdx:25:7: warning[missing-file]: /images/workflows/workflows-dashboard-dark.png is not in the docs folder
  25 |       <img src="/images/workflows/workflows-dashboard-dark.png" alt="The automations dashboard." className="hidden dark:…
     |       ^

mintlify__docs: editor/configurations.mdx:160:3: warning[missing-file]: /images/editor/redirects-dark.png is not in the docs folder
 160 |   <img
     |   ^

mem0ai__mem0: open-source/features/overview.mdx:39:3: warning[unknown-icon]: there is no icon "message-bot"
  39 |   <Card title="OpenAI Compatibility" icon="message-bot" href="/open-source/features/openai_compatibility">
     |   ^
     = hint: see the icon names of the fontawesome library

mintlify__docs: deploy/route53-cloudfront.mdx:231:3: warning[missing-file]: /images/cloudfront/create-record-alias.png is not in the docs folder
 231 |   ![Route 53 "Create record" page with the "Alias" toggle and the "Route traffic to" menu highlighted.](/images/cloudfro…
     |   ^

mintlify__docs: deploy/multi-repo.mdx:72:5: warning[missing-file]: /images/deployments/repo-configuration-light.png is not in the docs folder
  72 |     <img src="/images/deployments/repo-configuration-light.png" alt="The repository configuration panel in the Git setti…
     |     ^

mintlify__docs: editor/tutorial.mdx:35:7: warning[missing-file]: /images/editor/add-page-dark.png is not in the docs folder
  35 |       <img src="/images/editor/add-page-dark.png" alt="The add page menu opened beside a group in the editor." className…
     |       ^

mintlify__docs: deploy/github.mdx:67:3: warning[missing-file]: /images/github/select-repos.png is not in the docs folder
  67 |   <img
     |   ^

mintlify__docs: integrations/privacy/osano.mdx:48:9: warning[missing-file]: /images/integrations/osano-managed-rule.png is not in the docs folder
  48 |         <img src="/images/integrations/osano-managed-rule.png" alt="Osano managed rule" />
     |         ^

mintlify__docs: guides/custom-frontend.mdx:74:3: warning[missing-file]: /images/guides/astro/repo-settings-dark.png is not in the docs folder
  74 |   <img
     |   ^

mintlify__docs: guides/assistant-embed.mdx:19:1: warning[missing-file]: /images/assistant/assistant-embed-demo.gif is not in the docs folder
  19 | <img src="/images/assistant/assistant-embed-demo.gif" alt="Demo of the assistant widget being opened and the user typing…
     | ^

mintlify__docs: editor/tutorial.mdx:45:11: warning[missing-file]: /images/editor/publish-menu-dark.png is not in the docs folder
  45 |           <img src="/images/editor/publish-menu-dark.png" alt="The publish menu opened in the editor toolbar." className…
     |           ^

mintlify__docs: changelog.mdx:2168:5: warning[missing-file]: /images/webeditor3.jpeg is not in the docs folder
 2168 |     ![Webeditor3 Jpe](/images/webeditor3.jpeg)
      |     ^

mintlify__docs: analytics/search.mdx:27:3: warning[missing-file]: /images/analytics/search-dark.png is not in the docs folder
  27 |   <img
     |   ^

mintlify__docs: deploy/gitlab.mdx:54:7: warning[missing-file]: /images/gitlab/gitlab-project-access-token.png is not in the docs folder
  54 |       <img src="/images/gitlab/gitlab-project-access-token.png" alt="The Access tokens page in the GitLab dashboard. The…
     |       ^

mintlify__docs: integrations/analytics/google-analytics.mdx:19:8: warning[missing-file]: /images/ga4-web-streams.png is not in the docs folder
  19 | <Frame>![Screenshot of the Data Streams page in the Google Analytics dashboard.](/images/ga4-web-streams.png)</Frame>
     |        ^

mintlify__docs: deploy/gitlab.mdx:112:7: warning[missing-file]: /images/gitlab/show-webtoken-dark.png is not in the docs folder
 112 |       <img src="/images/gitlab/show-webtoken-dark.png" alt="Screenshot of the GitLab connection in the Mintlify dashboar…
     |       ^

triggerdotdev__trigger.dev: snippets/vercel-docs-cards.mdx:22:3: warning[missing-file]: /images/fal-realtime-thumbnail.png is not in the docs folder
  22 |   <Card
     |   ^

mintlify__docs: deploy/route53-cloudfront.mdx:54:5: warning[missing-file]: /images/cloudfront/origin-name.png is not in the docs folder
  54 |     ![CloudFront "Create distribution" page showing "acme.mintlify.site" as the origin domain.](/images/cloudfront/origi…
     |     ^

mintlify__docs: changelog.mdx:2213:5: warning[missing-file]: /images/changelog/mcpgenerator.png is not in the docs folder
 2213 |     ![screenshot of MCP server generator](/images/changelog/mcpgenerator.png)
      |     ^

mintlify__docs: editor/comments.mdx:30:3: warning[missing-file]: /images/editor/comment-dark.png is not in the docs folder
  30 |   <img
     |   ^

mintlify__docs: changelog.mdx:2327:5: warning[missing-file]: /images/changelog/ai-assistant.jpg is not in the docs folder
 2327 |     ![AI Assistant](/images/changelog/ai-assistant.jpg)
      |     ^

mintlify__docs: deploy/route53-cloudfront.mdx:60:5: warning[missing-file]: /images/cloudfront/enable-security-protections.png is not in the docs folder
  60 |     ![Web Application Firewall (WAF) options with "Enable security protections" selected.](/images/cloudfront/enable-sec…
     |     ^

mintlify__docs: create/changelogs.mdx:90:3: warning[missing-file]: /images/changelog-filters-light.png is not in the docs folder
  90 |   <img 
     |   ^

mintlify__docs: deploy/multi-repo.mdx:73:5: warning[missing-file]: /images/deployments/repo-configuration-dark.png is not in the docs folder
  73 |     <img src="/images/deployments/repo-configuration-dark.png" alt="The repository configuration panel in the Git settin…
     |     ^

mintlify__docs: editor/suggestions.mdx:26:3: warning[missing-file]: /images/editor/suggesting-light.png is not in the docs folder
  26 |   <img
     |   ^

mintlify__docs: changelog.mdx:2370:5: warning[missing-file]: /images/changelog/changelog.jpg is not in the docs folder
 2370 |     ![Changelog](/images/changelog/changelog.jpg)
      |     ^

mintlify__docs: deploy/preview-deployments.mdx:60:3: warning[missing-file]: /images/previews/redeploy-preview-light.png is not in the docs folder
  60 |   <img src="/images/previews/redeploy-preview-light.png" alt="The Previews menu with the deploy button emphasized by an …
     |   ^

PrefectHQ__fastmcp: apps/providers/choice.mdx:16:3: warning[missing-file]: /apps/images/app-choice.png is not in the docs folder
  16 |   <img src="/apps/images/app-choice.png" alt="The Choice provider shown in Goose, with four lunch options as clickable b…
     |   ^

mintlify__docs: editor/comments.mdx:42:3: warning[missing-file]: /images/editor/reply-light.png is not in the docs folder
  42 |   <img
     |   ^

mintlify__docs: deploy/route53-cloudfront.mdx:225:3: warning[missing-file]: /images/cloudfront/route53-create-record.png is not in the docs folder
 225 |   ![Route 53 "Records" page with the "Create record" button emphasized.](/images/cloudfront/route53-create-record.png)
     |   ^

mintlify__docs: automations/manage.mdx:30:7: warning[missing-file]: /images/workflows/workflow-settings-light.png is not in the docs folder
  30 |       <img src="/images/workflows/workflow-settings-light.png" alt="The configuration options for an automation." classN…
     |       ^

mintlify__docs: deploy/gitlab.mdx:67:7: warning[missing-file]: /images/gitlab/gitlab-config-light.png is not in the docs folder
  67 |       <img src="/images/gitlab/gitlab-config-light.png" alt="The GitLab configuration panel in the Git Settings page of …
     |       ^

mintlify__docs: editor/comments.mdx:47:3: warning[missing-file]: /images/editor/reply-dark.png is not in the docs folder
  47 |   <img
     |   ^

mintlify__docs: deploy/multi-repo.mdx:59:5: warning[missing-file]: /images/deployments/add-repository-light.png is not in the docs folder
  59 |     <img src="/images/deployments/add-repository-light.png" alt="The Git settings page in the Mintlify dashboard. The Ad…
     |     ^

mintlify__docs: deploy/route53-cloudfront.mdx:91:5: warning[missing-file]: /images/cloudfront/default-origin.png is not in the docs folder
  91 |     ![CloudFront "Create origin" page with a "Origin domain" input field highlighted.](/images/cloudfront/default-origin…
     |     ^

mintlify__docs: changelog.mdx:2238:5: warning[missing-file]: /images/changelog/docsjson.png is not in the docs folder
 2238 |     ![docs.json screenshot](/images/changelog/docsjson.png)
      |     ^

mintlify__docs: changelog.mdx:2469:5: warning[missing-file]: /images/changelog/seo-improvements.jpeg is not in the docs folder
 2469 |     ![SEO Improvements](/images/changelog/seo-improvements.jpeg)
      |     ^

mintlify__docs: deploy/route53-cloudfront.mdx:122:3: warning[missing-file]: /images/cloudfront/well-known-policy.png is not in the docs folder
 122 |   ![CloudFront "Create behavior" page with a "Path pattern" of "/.well-known/*" and "Origin and origin groups" pointing …
     |   ^

mintlify__docs: analytics/search.mdx:21:3: warning[missing-file]: /images/analytics/search-light.png is not in the docs folder
  21 |   <img
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/openai/gpt-image-1.mdx:12:1: warning[missing-file]: /images/comfy_core/api_nodes/openai-gpt-image-1.jpg is not in the docs folder
  12 | ![OpenAI GPT-Image-1 Node Screenshot](/images/comfy_core/api_nodes/openai-gpt-image-1.jpg)
     | ^

mintlify__docs: integrations/sdks/speakeasy.mdx:40:1: warning[missing-file]: /images/speakeasy/copy-combined-spec-url.png is not in the docs folder
  40 | ![Screenshot showing the combined spec registry entry with the copy URL function emphasized with a red square.](/images/…
     | ^

mintlify__docs: deploy/gitlab.mdx:111:7: warning[missing-file]: /images/gitlab/show-webtoken-light.png is not in the docs folder
 111 |       <img src="/images/gitlab/show-webtoken-light.png" alt="Screenshot of the GitLab connection in the Mintlify dashboa…
     |       ^

mintlify__docs: ai/skillmd.mdx:18:1: warning[unknown-component]: <PreviewButton> is not a component Folio knows
  18 | <PreviewButton href="https://mintlify.com/docs/skill.md">
     | ^
     = hint: import it from a snippet, or check the spelling

mintlify__docs: deploy/preview-deployments.mdx:105:5: warning[missing-file]: /images/previews/private-preview-light.png is not in the docs folder
 105 |     <img src="/images/previews/private-preview-light.png" alt="The Create a custom preview modal with the Make private t…
     |     ^

mintlify__docs: integrations/sdks/stainless.mdx:25:4: warning[missing-file]: /images/stainless-public-OpenAPI-spec.png is not in the docs folder
  25 |    <img
     |    ^

mintlify__docs: dashboard/sso.mdx:213:7: warning[missing-file]: /images/gsuite-add-custom-saml-app.png is not in the docs folder
 213 |       ![Screenshot of the Google Workspace SAML application creation page with the "Add custom SAML app" menu item highl…
     |       ^

mintlify__docs: api-playground/overview.mdx:14:3: warning[missing-file]: /images/playground/API-playground-dark.png is not in the docs folder
  14 |   <img src="/images/playground/API-playground-dark.png" alt="API playground for the trigger an update endpoint." classNa…
     |   ^

mintlify__docs: changelog.mdx:2317:5: warning[missing-file]: /images/changelog/authentication.png is not in the docs folder
 2317 |     ![Authentication screenshot](/images/changelog/authentication.png)
      |     ^

mintlify__docs: deploy/route53-cloudfront.mdx:205:3: warning[missing-file]: /images/cloudfront/preview-distribution.png is not in the docs folder
 205 |   ![CloudFront "General" tab with the "Distribution domain name" URL highlighted.](/images/cloudfront/preview-distributi…
     |   ^

mintlify__docs: deploy/monorepo.mdx:46:1: warning[missing-file]: /images/monorepo-dark.png is not in the docs folder
  46 | <img
     | ^

mintlify__docs: automations/manage.mdx:24:7: warning[missing-file]: /images/workflows/workflows-dashboard-light.png is not in the docs folder
  24 |       <img src="/images/workflows/workflows-dashboard-light.png" alt="The automations dashboard." className="block dark:…
     |       ^

mintlify__docs: deploy/gitlab.mdx:36:7: warning[missing-file]: /images/gitlab/gitlab-project-id.png is not in the docs folder
  36 |       <img src="/images/gitlab/gitlab-project-id.png" alt="The General Settings page in the GitLab dashboard. The Projec…
     |       ^

mintlify__docs: changelog.mdx:2449:5: warning[missing-file]: /images/changelog/custom-fonts.jpeg is not in the docs folder
 2449 |     ![Custom Fonts](/images/changelog/custom-fonts.jpeg)
      |     ^

mintlify__docs: quickstart.mdx:89:3: warning[missing-file]: /images/quickstart/mintlify-domain-dark.png is not in the docs folder
  89 |   <img
     |   ^

triggerdotdev__trigger.dev: snippets/vercel-docs-cards.mdx:29:3: warning[missing-file]: /images/fal-generate-cartoon-thumbnail.png is not in the docs folder
  29 |   <Card
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector.mdx:17:3: warning[missing-file]: /images/inspector/web-monitor-sidebar.png is not in the docs folder
  17 |   <img src="/images/inspector/web-monitor-sidebar.png" />
     |   ^

mintlify__docs: integrations/sdks/speakeasy.mdx:11:1: warning[missing-file]: /images/speakeasy/mintlify-with-speakeasy-openapi.png is not in the docs folder
  11 | ![A Mintlify API playground with Speakeasy code snippets.](/images/speakeasy/mintlify-with-speakeasy-openapi.png)
     | ^

mintlify__docs: deploy/preview-deployments.mdx:92:5: warning[missing-file]: /images/previews/preview-auth-dark.png is not in the docs folder
  92 |     <img src="/images/previews/preview-auth-dark.png" alt="The preview authentication toggle in the Add-ons page" classN…
     |     ^

mintlify__docs: create/changelogs.mdx:51:3: warning[missing-file]: /images/changelog-toc-light.png is not in the docs folder
  51 |   <img 
     |   ^

PrefectHQ__fastmcp: apps/providers/approval.mdx:16:3: warning[missing-file]: /apps/images/app-approval.png is not in the docs folder
  16 |   <img src="/apps/images/app-approval.png" alt="The Approval provider shown in Goose, with a payment confirmation card a…
     |   ^

mintlify__docs: optimize/feedback.mdx:52:3: warning[missing-file]: /images/analytics/feedback-addons-light.png is not in the docs folder
  52 |   <img
     |   ^

mintlify__docs: changelog.mdx:2339:5: warning[missing-file]: /images/changelog/webeditor.jpg is not in the docs folder
 2339 |     ![Web Editor](/images/changelog/webeditor.jpg)
      |     ^

mintlify__docs: optimize/feedback.mdx:28:3: warning[missing-file]: /images/analytics/feedback-dark.png is not in the docs folder
  28 |   <img
     |   ^

mintlify__docs: analytics/index.mdx:45:3: warning[missing-file]: /images/analytics/range-selector-light.png is not in the docs folder
  45 |   <img
     |   ^

mintlify__docs: deploy/route53-cloudfront.mdx:110:2: warning[missing-file]: /images/cloudfront/behaviors.png is not in the docs folder
 110 | 	![CloudFront "Behaviors" tab highlighted.](/images/cloudfront/behaviors.png)
     | 	^

modelcontextprotocol__modelcontextprotocol: docs/2025-11-25/tools/inspector.mdx:81:3: warning[missing-file]: /images/mcp-inspector.png is not in the docs folder
  81 |   <img src="/images/mcp-inspector.png" />
     |   ^

mintlify__docs: deploy/preview-deployments.mdx:106:5: warning[missing-file]: /images/previews/private-preview-dark.png is not in the docs folder
 106 |     <img src="/images/previews/private-preview-dark.png" alt="The Create a custom preview modal with the Make private to…
     |     ^

PrefectHQ__fastmcp: apps/providers/form.mdx:16:3: warning[missing-file]: /apps/images/app-form.png is not in the docs folder
  16 |   <img src="/apps/images/app-form.png" alt="The FormInput provider shown in Goose, with a bug report form" />
     |   ^

mintlify__docs: ai/contextual-menu.mdx:42:5: warning[missing-file]: /images/contextual-menu/contextual-menu.png is not in the docs folder
  42 |     <img 
     |     ^

mintlify__docs: analytics/index.mdx:51:3: warning[missing-file]: /images/analytics/range-selector-dark.png is not in the docs folder
  51 |   <img
     |   ^

mintlify__docs: api-playground/troubleshooting.mdx:31:7: warning[missing-file]: /images/convert-oas-3.png is not in the docs folder
  31 |       ![Screenshot of the Swagger Editor with the Edit menu expanded and the "Convert to OpenAPI 3" menu item highlighte…
     |       ^

Comfy-Org__docs: tutorials/partner-nodes/openai/gpt-image-1.mdx:74:1: warning[missing-file]: /images/tutorial/api_nodes/openai/gpt-image-1/image2image.jpg is not in the docs folder
  74 | ![ComfyUI openai-gpt-image-1 workflow example](/images/tutorial/api_nodes/openai/gpt-image-1/image2image.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2-2-fun-control.mdx:111:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_14b_fun_control.jpg is not in the docs folder
 111 | ![Wan2.2 Fun Control Workflow Steps](/images/tutorial/video/wan/wan2_2/wan_2.2_14b_fun_control.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-diffusion-3-5-image.mdx:61:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/stable_diffusion_3_5_image_i2i_step_guide.jpg is not in the docs folder
  61 | ![Stability AI Stable Diffusion 3.5 Image-to-Image Step Guide](/images/tutorial/api_nodes/stability_ai/stable_diffusion_…
     | ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:63:1: warning[missing-file]: /images/concepts/node/link_nodes.gif is not in the docs folder
  63 | ![ComfyUI Node Connecting](/images/concepts/node/link_nodes.gif)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2_2.mdx:181:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_14b_t2v.jpg is not in the docs folder
 181 | ![Step Diagram](/images/tutorial/video/wan/wan2_2/wan_2.2_14b_t2v.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/kwai_vgi/kling-text-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/kwai_vgi/kling-text-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Kling Text to Video Node](/images/built-in-nodes/api_nodes/kwai_vgi/kling-text-to-video.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/pika/pika-image-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/pika/pika-2-2-image-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native Pika 2.2 Image to Video Node](/images/built-in-nodes/api_nodes/pika/pika-2-2-image-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/audio/ace-step/ace-step-v1.mdx:66:1: warning[missing-file]: /images/tutorial/audio/ace_step/ace_step_1_m2m_step_guide.jpg is not in the docs folder
  66 | ![ACE-Step Step Guide](/images/tutorial/audio/ace_step/ace_step_1_m2m_step_guide.jpg)
     | ^

Comfy-Org__docs: interface/overview.mdx:58:1: warning[missing-file]: /images/interface/overview/side-panel.png is not in the docs folder
  58 | ![ComfyUI Sidebar Panel](/images/interface/overview/side-panel.png)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2_2.mdx:239:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_14b_i2v.jpg is not in the docs folder
 239 | ![Step Diagram](/images/tutorial/video/wan/wan2_2/wan_2.2_14b_i2v.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2-2-animate.mdx:140:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan2.2_animate_subgraph.jpg is not in the docs folder
 140 | ![Subgraph](/images/tutorial/video/wan/wan2_2/wan2.2_animate_subgraph.jpg)
     | ^

Comfy-Org__docs: interface/features/node-docs.mdx:12:1: warning[missing-file]: /images/interface/features/nod-docs/node-docs-1.jpg is not in the docs folder
  12 | ![Node docs](/images/interface/features/nod-docs/node-docs-1.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/luma/luma-image-to-image.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/luma/luma-image-to-image.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Luma Image to Image Node](/images/built-in-nodes/api_nodes/luma/luma-image-to-image.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:91:1: warning[missing-file]: /images/tutorial/basic/inpaint/inpaint-maskeditor.gif is not in the docs folder
  91 | ![Mask Editor Demo](/images/tutorial/basic/inpaint/inpaint-maskeditor.gif)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/openai/gpt-image-1.mdx:60:1: warning[missing-file]: /images/tutorial/api_nodes/openai/gpt-image-1/text2image.jpg is not in the docs folder
  60 | ![ComfyUI openai-gpt-image-1 workflow example](/images/tutorial/api_nodes/openai/gpt-image-1/text2image.jpg)
     | ^

Comfy-Org__docs: get_started/first_generation.mdx:50:3: warning[missing-file]: /images/tutorial/gettingstarted/sidebar_template.png is not in the docs folder
  50 |   ![ComfyUI Interface](/images/tutorial/gettingstarted/sidebar_template.png)
     |   ^

Comfy-Org__docs: installation/desktop/windows.mdx:94:3: warning[missing-file]: /images/desktop/win-comfyui-desktop-4.jpg is not in the docs folder
  94 |   ![ComfyUI Installation Steps - File Migration](/images/desktop/win-comfyui-desktop-4.jpg)
     |   ^

Comfy-Org__docs: built-in-nodes/ConditioningCombine.mdx:27:1: warning[missing-file]: /images/built-in-nodes/ConditioningCombine/compare.jpg is not in the docs folder
  27 | ![Compare](/images/built-in-nodes/ConditioningCombine/compare.jpg)
     | ^

Comfy-Org__docs: interface/maskeditor.mdx:142:3: warning[missing-file]: /images/interface/maskeditor/maskeditor.mp4 is not in the docs folder
 142 |   <source src="/images/interface/maskeditor/maskeditor.mp4" type="video/mp4"/>
     |   ^

Comfy-Org__docs: cloud/import-models.mdx:98:1: warning[missing-file]: /images/cloud/import_model/setting_secerts-1.png is not in the docs folder
  98 | ![Settings Secrets](/images/cloud/import_model/setting_secerts-1.png)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:106:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_nested.jpg is not in the docs folder
 106 | ![Nested subgraph](/images/interface/features/subgraph/subgraph_nested.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:76:1: warning[missing-file]: /images/manager/manger_remove_nodes.jpg is not in the docs folder
  76 | ![Uninstall nodes](/images/manager/manger_remove_nodes.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/vace.mdx:81:1: warning[missing-file]: /images/tutorial/video/wan/wan-vace-model-loading.jpg is not in the docs folder
  81 | ![Wan2.1 VACE Model Loading](/images/tutorial/video/wan/wan-vace-model-loading.jpg)
     | ^

Comfy-Org__docs: support/subscription/subscribing.mdx:44:1: warning[missing-file]: /images/support/subscription/apply-coupon-3.jpg is not in the docs folder
  44 | <img src="/images/support/subscription/apply-coupon-3.jpg" alt="Discount applied successfully" />
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:171:1: warning[missing-file]: /images/interface/features/subgraph/save_updated_subgraph.jpg is not in the docs folder
 171 | ![Update Subgraph Blueprint](/images/interface/features/subgraph/save_updated_subgraph.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:27:1: warning[missing-file]: /images/interface/features/subgraph/subgraph.jpg is not in the docs folder
  27 | ![Subgraph](/images/interface/features/subgraph/subgraph.jpg)
     | ^

Comfy-Org__docs: interface/settings/3d.mdx:71:1: warning[missing-file]: /images/interface/setting/3d/hide_grid.jpg is not in the docs folder
  71 | ![Show grid vs hide grid](/images/interface/setting/3d/hide_grid.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:139:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_publishing.jpg is not in the docs folder
 139 | ![Publish Subgraph](/images/interface/features/subgraph/subgraph_publishing.jpg)
     | ^

Comfy-Org__docs: manager/pack-management.mdx:39:1: warning[missing-file]: /images/manager/new_ui_update_pack.jpg is not in the docs folder
  39 | ![Update nodes](/images/manager/new_ui_update_pack.jpg)
     | ^

Comfy-Org__docs: interface/maskeditor.mdx:29:1: warning[missing-file]: /images/interface/maskeditor/maskeditor_main_editor.jpg is not in the docs folder
  29 | ![Mask Editor main interface with tool panel, canvas, and settings side panel](/images/interface/maskeditor/maskeditor_m…
     | ^

Comfy-Org__docs: get_started/cloud.mdx:119:9: warning[missing-file]: /images/cloud/download_3d_assets.webp is not in the docs folder
 119 |         ![Save 3D assets](/images/cloud/download_3d_assets.webp)
     |         ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0.mdx:78:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/virtual_portrait.png is not in the docs folder
  78 | ![AI-generated portrait reference in a Seedance 2.0 workflow](/images/tutorial/api_nodes/bytedance/seedance2_0/virtual_p…
     | ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:129:1: warning[missing-file]: /images/concepts/custom_nodes/download_zip.jpg is not in the docs folder
 129 | ![Download Node Code](/images/concepts/custom_nodes/download_zip.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/lora.mdx:12:1: warning[missing-file]: /images/tutorial/basic/lora/compare.png is not in the docs folder
  12 | ![LoRA Model vs Base Model Comparison](/images/tutorial/basic/lora/compare.png)
     | ^

Comfy-Org__docs: tutorials/controlnet/depth-controlnet.mdx:63:1: warning[missing-file]: /images/tutorial/controlnet/flow_diagram_depth.jpg is not in the docs folder
  63 | ![ComfyUI Workflow - Depth ControlNet Flow Diagram](/images/tutorial/controlnet/flow_diagram_depth.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:52:1: warning[missing-file]: /images/interface/app_mode/app_mode_3.png is not in the docs folder
  52 | ![APP builder interface overview](/images/interface/app_mode/app_mode_3.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-diffusion-3-5-image.mdx:27:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/stable_diffusion_3_5_image_t2i_step_guide.jpg is not in the docs folder
  27 | ![Stability AI Stable Diffusion 3.5 Text-to-Image Step Guide](/images/tutorial/api_nodes/stability_ai/stable_diffusion_3…
     | ^

Comfy-Org__docs: tutorials/partner-nodes/luma/luma-text-to-image.mdx:46:1: warning[missing-file]: /images/tutorial/api_nodes/luma/luma_t2i_step_guide.jpg is not in the docs folder
  46 | ![Luma Text to Image Workflow Steps](/images/tutorial/api_nodes/luma/luma_t2i_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2_2.mdx:74:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/template.jpg is not in the docs folder
  74 | ![Wan2.2 template](/images/tutorial/video/wan/wan2_2/template.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:106:1: warning[missing-file]: /images/interface/app_mode/app_mode_15.png is not in the docs folder
 106 | ![APP mode mobile layout with inputs, outputs, and assets tabs](/images/interface/app_mode/app_mode_15.png)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:31:1: warning[missing-file]: /images/cloud/import_model/import_model_modal-2.png is not in the docs folder
  31 | ![Import Modal](/images/cloud/import_model/import_model_modal-2.png)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:165:3: warning[missing-file]: /images/interface/setting/lite-graph/snap-link-to-node-slot.mp4 is not in the docs folder
 165 |   <source src="/images/interface/setting/lite-graph/snap-link-to-node-slot.mp4" type="video/mp4" />
     |   ^

Comfy-Org__docs: manager/pack-management.mdx:24:1: warning[missing-file]: /images/manager/new_ui_filter.jpg is not in the docs folder
  24 | ![Filter](/images/manager/new_ui_filter.jpg)
     | ^

Comfy-Org__docs: get_started/cloud.mdx:113:9: warning[missing-file]: /images/cloud/download_audio_assets.webp is not in the docs folder
 113 |         ![Save audio assets](/images/cloud/download_audio_assets.webp)
     |         ^

Comfy-Org__docs: tutorials/partner-nodes/luma/luma-text-to-image.mdx:56:1: warning[missing-file]: /images/tutorial/api_nodes/luma/t2i_style_image_weight.jpg is not in the docs folder
  56 | ![Style Image Weight Comparison](/images/tutorial/api_nodes/luma/t2i_style_image_weight.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:66:9: warning[missing-file]: /images/interface/setting/comfy/UseNewMenu_disable.jpg is not in the docs folder
  66 |         ![Legacy Menu](/images/interface/setting/comfy/UseNewMenu_disable.jpg)
     |         ^

Comfy-Org__docs: cloud/import-models.mdx:37:1: warning[missing-file]: /images/cloud/import_model/import_model_modal-4.png is not in the docs folder
  37 | ![Import Modal](/images/cloud/import_model/import_model_modal-4.png)
     | ^

Comfy-Org__docs: account/login.mdx:48:1: warning[missing-file]: /images/interface/setting/user/api_login.mp4 is not in the docs folder
  48 | <video
     | ^

Comfy-Org__docs: tutorials/partner-nodes/moonvalley/moonvalley-video-generation.mdx:84:1: warning[missing-file]: /images/tutorial/api_nodes/moonvalley/api_moonvalley_image_to_video.jpg is not in the docs folder
  84 | ![Image-to-Video Workflow](/images/tutorial/api_nodes/moonvalley/api_moonvalley_image_to_video.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/upscale.mdx:60:1: warning[missing-file]: /images/tutorial/basic/upscale/upscale-input.jpg is not in the docs folder
  60 | ![Upscale-input](/images/tutorial/basic/upscale/upscale-input.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:59:9: warning[missing-file]: /images/interface/setting/comfy/UseNewMenu_bottom.jpg is not in the docs folder
  59 |         ![Bottom Menu](/images/interface/setting/comfy/UseNewMenu_bottom.jpg)
     |         ^

Comfy-Org__docs: built-in-nodes/partner-node/video/minimax/minimax-text-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/minimax/minimax-text-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native MiniMax Text to Video Node](/images/built-in-nodes/api_nodes/minimax/minimax-text-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/image/hidream/hidream-e1.mdx:133:1: warning[missing-file]: /images/tutorial/advanced/hidream/hidream_e1_full_step_guide.jpg is not in the docs folder
 133 | ![hidream_e1_full_step_guide](/images/tutorial/advanced/hidream/hidream_e1_full_step_guide.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/recraft/recraft-image-to-image.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/recraft/recraft-image-to-image.jpg is not in the docs folder
   8 | ![ComfyUI Native Recraft Image to Image Node](/images/built-in-nodes/api_nodes/recraft/recraft-image-to-image.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/multiple-loras.mdx:15:1: warning[missing-file]: /images/tutorial/basic/multiple_loras/compare.png is not in the docs folder
  15 | ![Single LoRA Effects Comparison](/images/tutorial/basic/multiple_loras/compare.png)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:43:9: warning[missing-file]: /images/interface/features/subgraph/subgraph_icon.jpg is not in the docs folder
  43 |         ![Subgraph icon](/images/interface/features/subgraph/subgraph_icon.jpg)
     |         ^

Comfy-Org__docs: tutorials/basic/outpaint.mdx:88:1: warning[missing-file]: /images/tutorial/basic/outpaint/pad_Image_for_outpainting_result.jpg is not in the docs folder
  88 | ![Pad Image for outpainting Node Results](/images/tutorial/basic/outpaint/pad_Image_for_outpainting_result.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:47:9: warning[missing-file]: /images/interface/features/subgraph/workflow_using_subgraph.jpg is not in the docs folder
  47 |         ![Workflow using subgraph](/images/interface/features/subgraph/workflow_using_subgraph.jpg)
     |         ^

Comfy-Org__docs: tutorials/partner-nodes/tripo/model-generation.mdx:35:1: warning[missing-file]: /images/tutorial/api_nodes/tripo/tripo_text_to_model_step_guide.jpg is not in the docs folder
  35 | ![ComfyUI Tripo Text to Model Step Guide](/images/tutorial/api_nodes/tripo/tripo_text_to_model_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/ideogram/ideogram-v3.mdx:37:1: warning[missing-file]: /images/tutorial/api_nodes/ideogram/ideogram_v3_t2i.jpg is not in the docs folder
  37 | ![Ideogram 3.0 Workflow Steps](/images/tutorial/api_nodes/ideogram/ideogram_v3_t2i.jpg)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:51:3: warning[missing-file]: /images/interface/setting/lite-graph/fast-zoom.mp4 is not in the docs folder
  51 |   <source src="/images/interface/setting/lite-graph/fast-zoom.mp4" type="video/mp4" />
     |   ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:77:1: warning[missing-file]: /images/concepts/node/node_appearance.mp4 is not in the docs folder
  77 | <video
     | ^

Comfy-Org__docs: tutorials/controlnet/pose-controlnet-2-pass.mdx:16:1: warning[missing-file]: /images/tutorial/controlnet/openpose_example.jpg is not in the docs folder
  16 | ![OpenPose Example](/images/tutorial/controlnet/openpose_example.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/Load3D.mdx:90:1: warning[missing-file]: /images/built-in-nodes/Load3D/menu_scene.webp is not in the docs folder
  90 | ![scene menu](/images/built-in-nodes/Load3D/menu_scene.webp)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image-edit.mdx:91:1: warning[missing-file]: /images/tutorial/image/qwen/qwen_image_edit.jpg is not in the docs folder
  91 | ![Steps Diagram](/images/tutorial/image/qwen/qwen_image_edit.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:114:1: warning[missing-file]: /images/interface/setting/comfy/node_frequency.png is not in the docs folder
 114 | ![Show node frequency in search results](/images/interface/setting/comfy/node_frequency.png)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:61:1: warning[missing-file]: /images/cloud/import_model/copy_huggingface_link-1.png is not in the docs folder
  61 | ![Copy Huggingface model link](/images/cloud/import_model/copy_huggingface_link-1.png)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-controlnet.mdx:155:1: warning[missing-file]: /images/tutorial/flux/flow_diagram_flux_1_depth_dev_lora.jpg is not in the docs folder
 155 | ![ComfyUI Flux.1 Depth Controlnet Step Process](/images/tutorial/flux/flow_diagram_flux_1_depth_dev_lora.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/google/gemini.mdx:33:1: warning[missing-file]: /images/tutorial/api_nodes/google/tripo_image_to_model_step_guide.jpg is not in the docs folder
  33 | ![OpenAI Chat Step Guide](/images/tutorial/api_nodes/google/tripo_image_to_model_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/text-to-image.mdx:147:1: warning[missing-file]: /images/tutorial/basic/text-image-workflow.jpg is not in the docs folder
 147 | ![ComfyUI Text to Image Workflow Explanation](/images/tutorial/basic/text-image-workflow.jpg)
     | ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:214:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/humanoid_android_dressed_in_a_flowing.png is not in the docs folder
 214 | ![example](/images/tutorial/advanced/hunyuanvideo/humanoid_android_dressed_in_a_flowing.png)
     | ^

Comfy-Org__docs: get_started/first_generation.mdx:128:5: warning[missing-file]: /images/tutorial/gettingstarted/desktop_download_status.png is not in the docs folder
 128 |     ![Model Download Progress](/images/tutorial/gettingstarted/desktop_download_status.png)
     |     ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:195:1: warning[missing-file]: /images/interface/setting/lite-graph/node-source-badge.jpg is not in the docs folder
 195 | ![Node source badge mode](/images/interface/setting/lite-graph/node-source-badge.jpg)
     | ^

Comfy-Org__docs: interface/settings/3d.mdx:29:1: warning[missing-file]: /images/interface/setting/3d/light.jpg is not in the docs folder
  29 | ![light](/images/interface/setting/3d/light.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:45:1: warning[missing-file]: /images/cloud/import_model/imported_model.png is not in the docs folder
  45 | ![Imported Models](/images/cloud/import_model/imported_model.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/runway/video-generation.mdx:72:1: warning[missing-file]: /images/tutorial/api_nodes/runway/runway_gen4_turbo_image_to_video_step_guide.jpg is not in the docs folder
  72 | ![ComfyUI Runway gen4 turbo image to video Step Guide](/images/tutorial/api_nodes/runway/runway_gen4_turbo_image_to_vide…
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:149:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_naming.jpg is not in the docs folder
 149 | ![Subgraph naming](/images/interface/features/subgraph/subgraph_naming.jpg)
     | ^

upstash__docs: redis/howto/datadog.mdx:29:1: warning[missing-file]: /img/datadog/installation.png is not in the docs folder
  29 | ![installation.png](/img/datadog/installation.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:65:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/workflow_4.png is not in the docs folder
  65 | ![After verification, ComfyUI outputs Asset ID and Group ID to save for reuse](/images/tutorial/api_nodes/bytedance/seed…
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/pixverse/pixverse-image-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/pixverse/pixverse-image-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native PixVerse Image to Video Node](/images/built-in-nodes/api_nodes/pixverse/pixverse-image-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/controlnet/pose-controlnet-2-pass.mdx:63:1: warning[missing-file]: /images/tutorial/controlnet/flow_diagram_pose_controlnet_2_pass.jpg is not in the docs folder
  63 | ![ComfyUI Workflow - Pose ControlNet Flow Diagram](/images/tutorial/controlnet/flow_diagram_pose_controlnet_2_pass.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:85:1: warning[missing-file]: /images/tutorial/basic/inpaint/inpaint_paste_clipspace.png is not in the docs folder
  85 | ![Paste Image](/images/tutorial/basic/inpaint/inpaint_paste_clipspace.png)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:111:4: warning[missing-file]: /images/desktop/win-comfyui-desktop-6.jpg is not in the docs folder
 111 |    ![ComfyUI Installation Steps - Mirror Settings](/images/desktop/win-comfyui-desktop-6.jpg)
     |    ^

Comfy-Org__docs: interface/app-mode.mdx:141:1: warning[missing-file]: /images/interface/app_mode/app_mode_12.png is not in the docs folder
 141 | ![Share dialog prompting to save the workflow](/images/interface/app_mode/app_mode_12.png)
     | ^

AgentOps-AI__agentops: v2/introduction.mdx:132:3: warning[missing-file]: /images/overview.png is not in the docs folder
 132 |   <img height="200" src="/images/overview.png" />
     |   ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:224:1: warning[missing-file]: /images/interface/setting/lite-graph/show-size.jpg is not in the docs folder
 224 | ![Show width × height below the image preview](/images/interface/setting/lite-graph/show-size.jpg)
     | ^

Comfy-Org__docs: installation/desktop/macos.mdx:76:3: warning[missing-file]: /images/desktop/mac-comfyui-desktop-3.png is not in the docs folder
  76 |   ![ComfyUI Installation Steps - GPU Selection](/images/desktop/mac-comfyui-desktop-3.png)
     |   ^

upstash__docs: redis/howto/datadog.mdx:25:1: warning[missing-file]: /img/datadog/integration-tab.png is not in the docs folder
  25 | ![integration-tab.png](/img/datadog/integration-tab.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/luma/luma-text-to-image.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/luma/luma-text-to-image.jpg is not in the docs folder
   8 | ![ComfyUI Native Luma Text to Image Node](/images/built-in-nodes/api_nodes/luma/luma-text-to-image.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-text-to-image.mdx:83:1: warning[missing-file]: /images/tutorial/flux/flow_diagram_flux_dev_t5fp16.jpg is not in the docs folder
  83 | ![ComfyUI Flux Dev Workflow](/images/tutorial/flux/flow_diagram_flux_dev_t5fp16.jpg)
     | ^

Comfy-Org__docs: get_started/cloud.mdx:97:9: warning[missing-file]: /images/cloud/download_image_assets.jpg is not in the docs folder
  97 |         ![Save image assets](/images/cloud/download_image_assets.jpg)
     |         ^

Comfy-Org__docs: manager/overview.mdx:9:1: warning[missing-file]: /images/manager/new_comfyui_manager.png is not in the docs folder
   9 | ![ComfyUI-Manager dialog](/images/manager/new_comfyui_manager.png)
     | ^

Comfy-Org__docs: installation/desktop/macos.mdx:86:3: warning[missing-file]: /images/desktop/mac-comfyui-desktop-4.png is not in the docs folder
  86 |   ![ComfyUI Installation Steps - Installation Location](/images/desktop/mac-comfyui-desktop-4.png)
     |   ^

Comfy-Org__docs: cloud/share-workflow.mdx:32:5: warning[missing-file]: /images/cloud/sahre_workflow/share_workflow_02_save_workflow.png is not in the docs folder
  32 |     ![Save workflow before sharing](/images/cloud/sahre_workflow/share_workflow_02_save_workflow.png)
     |     ^

Comfy-Org__docs: cloud/share-workflow.mdx:54:1: warning[missing-file]: /images/cloud/sahre_workflow/share_workflow_05_update_link.png is not in the docs folder
  54 | ![Update an existing share link](/images/cloud/sahre_workflow/share_workflow_05_update_link.png)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:124:1: warning[missing-file]: /images/interface/app_mode/app_mode_11.png is not in the docs folder
 124 | ![Left sidebar showing saved APP workflows](/images/interface/app_mode/app_mode_11.png)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image.mdx:203:1: warning[missing-file]: /images/tutorial/image/qwen/image_qwen_image_instantx_controlnet.jpg is not in the docs folder
 203 | ![Process Instructions](/images/tutorial/image/qwen/image_qwen_image_instantx_controlnet.jpg)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image.mdx:270:1: warning[missing-file]: /images/tutorial/image/qwen/image_qwen_image_controlnet_patch-inpaint.jpg is not in the docs folder
 270 | ![Inpaint Workflow](/images/tutorial/image/qwen/image_qwen_image_controlnet_patch-inpaint.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:18:1: warning[missing-file]: /images/interface/setting/comfy/api_node_pricing_badge.jpg is not in the docs folder
  18 | ![Show Partner Node pricing badge](/images/interface/setting/comfy/api_node_pricing_badge.jpg)
     | ^

Comfy-Org__docs: tutorials/controlnet/controlnet.mdx:20:1: warning[missing-file]: /images/tutorial/controlnet/generated_with_random_seed.jpg is not in the docs folder
  20 | ![Images generated with random seeds in ComfyUI](/images/tutorial/controlnet/generated_with_random_seed.jpg)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:27:1: warning[missing-file]: /images/interface/setting/lite-graph/render-mode.jpg is not in the docs folder
  27 | ![Low quality rendering](/images/interface/setting/lite-graph/render-mode.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:28:1: warning[missing-file]: /images/cloud/import_model/import_model_modal-1.png is not in the docs folder
  28 | ![Import Modal](/images/cloud/import_model/import_model_modal-1.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/stability-ai/stability-ai-stable-diffusion-3-5-image.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/stability-ai/stability-ai-stable-image-sd-3-5.jpg is not in the docs folder
   8 | ![ComfyUI Native Stability AI Stable Diffusion 3.5 Node](/images/built-in-nodes/api_nodes/stability-ai/stability-ai-stab…
     | ^

Comfy-Org__docs: tutorials/flux/flux1-krea-dev.mdx:9:1: warning[missing-file]: /images/tutorial/flux/flux_1_krea_dev_poster.jpg is not in the docs folder
   9 | ![Flux.1 Krea Dev Poster](/images/tutorial/flux/flux_1_krea_dev_poster.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-controlnet.mdx:8:1: warning[missing-file]: /images/tutorial/flux/flux-1-depth-controlnet.png is not in the docs folder
   8 | ![Flux.1 Depth Controlnet](/images/tutorial/flux/flux-1-depth-controlnet.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/bfl/flux-1-1-pro-ultra-image.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/bfl/flux-1-1-pro-ultra-image.jpg is not in the docs folder
   8 | ![ComfyUI Native Flux 1.1 [pro] Ultra Image node](/images/built-in-nodes/api_nodes/bfl/flux-1-1-pro-ultra-image.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/black-forest-labs/flux-1-kontext.mdx:43:1: warning[missing-file]: /images/tutorial/api_nodes/bfl/flux_1_kontext_multiple_image_input_guide.jpg is not in the docs folder
  43 | ![ComfyUI Flux.1 Kontext Pro Image Partner Nodes Workflow Steps](/images/tutorial/api_nodes/bfl/flux_1_kontext_multiple_…
     | ^

Comfy-Org__docs: built-in-nodes/Load3D.mdx:54:1: warning[missing-file]: /images/built-in-nodes/Load3D/load3d_ui.jpg is not in the docs folder
  54 | ![Load 3D Node UI](/images/built-in-nodes/Load3D/load3d_ui.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/tripo/model-generation.mdx:110:1: warning[unknown-component]: <Error> is not a component Folio knows
 110 | <Error>
     | ^
     = hint: import it from a snippet, or check the spelling

Comfy-Org__docs: tutorials/partner-nodes/runway/image-generation.mdx:29:1: warning[missing-file]: /images/tutorial/api_nodes/runway/runway_text_to_image_step_guide.jpg is not in the docs folder
  29 | ![ComfyUI Runway Image Text to Image Step Guide](/images/tutorial/api_nodes/runway/runway_text_to_image_step_guide.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/kwai_vgi/kling-camera-controls.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/kwai_vgi/kling-camera-controls.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Kling Camera Controls Node](/images/built-in-nodes/api_nodes/kwai_vgi/kling-camera-controls.jpg)
     | ^

Comfy-Org__docs: manager/pack-management.mdx:51:1: warning[missing-file]: /images/manager/new_ui_missing_pack.jpg is not in the docs folder
  51 | ![Find missing nodes](/images/manager/new_ui_missing_pack.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/Canny.mdx:40:1: warning[missing-file]: /images/built-in-nodes/Canny/compare.webp is not in the docs folder
  40 | ![Parameter Comparison](/images/built-in-nodes/Canny/compare.webp)
     | ^

Comfy-Org__docs: tutorials/image/hidream/hidream-i1.mdx:152:1: warning[missing-file]: /images/tutorial/advanced/hidream/hidream_i1_dev_flow_diagram.jpg is not in the docs folder
 152 | ![HiDream-I1 Dev Version Flow Diagram](/images/tutorial/advanced/hidream/hidream_i1_dev_flow_diagram.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan-video.mdx:133:1: warning[missing-file]: /images/tutorial/video/wan/wan2.1_i2v_14b_720p_flow_diagram.jpg is not in the docs folder
 133 | ![ComfyUI Wan2.1 Workflow Steps](/images/tutorial/video/wan/wan2.1_i2v_14b_720p_flow_diagram.jpg)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image.mdx:260:1: warning[missing-file]: /images/tutorial/image/qwen/image_qwen_image_controlnet_patch-canny.jpg is not in the docs folder
 260 | ![Canny Workflow](/images/tutorial/image/qwen/image_qwen_image_controlnet_patch-canny.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-diffusion-3-5-image.mdx:78:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/stable_diffusion_3_5_compare.jpg is not in the docs folder
  78 | ![Stability AI Stable Diffusion 3.5 With/Without Image Input Comparison](/images/tutorial/api_nodes/stability_ai/stable_…
     | ^

Comfy-Org__docs: tutorials/video/wan/fun-control.mdx:177:1: warning[missing-file]: /images/tutorial/video/wan/apply_multi_control_videos.jpg is not in the docs folder
 177 | ![Apply Multi Control Videos](/images/tutorial/video/wan/apply_multi_control_videos.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan-video.mdx:105:1: warning[missing-file]: /images/tutorial/video/wan/wan2.1_i2v_14b_480p_flow_diagram.jpg is not in the docs folder
 105 | ![ComfyUI Wan2.1 Workflow Steps](/images/tutorial/video/wan/wan2.1_i2v_14b_480p_flow_diagram.jpg)
     | ^

Comfy-Org__docs: interface/credits.mdx:24:1: warning[missing-file]: /images/interface/setting/Buy_Credits_Flow.mp4 is not in the docs folder
  24 | <video
     | ^

Comfy-Org__docs: tutorials/image/omnigen/omnigen2.mdx:68:1: warning[missing-file]: /images/tutorial/image/omnigen/omnigen2_t2i_step_guide.jpg is not in the docs folder
  68 | ![Workflow Step Guide](/images/tutorial/image/omnigen/omnigen2_t2i_step_guide.jpg)
     | ^

Comfy-Org__docs: troubleshooting/custom-node-issues.mdx:168:4: warning[missing-file]: /images/troubleshooting/enable_extensions.jpg is not in the docs folder
 168 |    ![Enable frontend extensions](/images/troubleshooting/enable_extensions.jpg)
     |    ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-audio.mdx:44:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/api_stability_ai_audio_to_audio.jpg is not in the docs folder
  44 | ![workflow](/images/tutorial/api_nodes/stability_ai/api_stability_ai_audio_to_audio.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/black-forest-labs/flux-1-kontext.mdx:95:1: warning[missing-file]: /images/tutorial/api_nodes/bfl/flux_1_kontext_max_image_step_guide.jpg is not in the docs folder
  95 | ![ComfyUI Flux.1 Kontext Max Image Partner Nodes Workflow Steps](/images/tutorial/api_nodes/bfl/flux_1_kontext_max_image…
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-text-to-image.mdx:136:1: warning[missing-file]: /images/tutorial/flux/flow_diagram_flux_schnell_t5fp8.jpg is not in the docs folder
 136 | ![Flux Schnell Version Workflow](/images/tutorial/flux/flow_diagram_flux_schnell_t5fp8.jpg)
     | ^

Comfy-Org__docs: get_started/cloud.mdx:129:1: warning[missing-file]: /images/cloud/feedback.webp is not in the docs folder
 129 | ![Feedback](/images/cloud/feedback.webp)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:74:1: warning[missing-file]: /images/interface/sidepanel/model_library.jpg is not in the docs folder
  74 | ![Model Library](/images/interface/sidepanel/model_library.jpg)
     | ^

Comfy-Org__docs: get_started/first_generation.mdx:148:3: warning[missing-file]: /images/tutorial/gettingstarted/first-image-generation-5-hugging-face.jpg is not in the docs folder
 148 |   ![Hugging Face Model Download](/images/tutorial/gettingstarted/first-image-generation-5-hugging-face.jpg)
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/black-forest-labs/flux-1-1-pro-ultra-image.mdx:39:1: warning[missing-file]: /images/tutorial/api_nodes/bfl/flux_1_1_pro_t2i_step_guide.jpg is not in the docs folder
  39 | ![Workflow Steps](/images/tutorial/api_nodes/bfl/flux_1_1_pro_t2i_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/fun-inp.mdx:77:1: warning[missing-file]: /images/tutorial/video/wan/fun_inp_flow_diagram.png is not in the docs folder
  77 | ![ComfyUI Wan2.1 Fun InP Video Generation Workflow Diagram](/images/tutorial/video/wan/fun_inp_flow_diagram.png)
     | ^

Comfy-Org__docs: development/core-concepts/models.mdx:38:1: warning[missing-file]: /images/concepts/core-concepts_auxiliary-model.png is not in the docs folder
  38 | ![auxiliary models](/images/concepts/core-concepts_auxiliary-model.png)
     | ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:137:1: warning[missing-file]: /images/concepts/node/context_menus_2.jpg is not in the docs folder
 137 | ![Node Input/Output Context Menu](/images/concepts/node/context_menus_2.jpg)
     | ^

Comfy-Org__docs: interface/maskeditor.mdx:23:1: warning[missing-file]: /images/interface/maskeditor/maskeditor_3ways_to_open_maskeditor.png is not in the docs folder
  23 | ![Three ways to open the Mask Editor: Selection Toolbox, Image Overlay, and Right-Click Menu](/images/interface/maskedit…
     | ^

Comfy-Org__docs: troubleshooting/custom-node-issues.mdx:47:4: warning[missing-file]: /images/troubleshooting/Portable-disable-custom-nodes.jpg is not in the docs folder
  47 |    ![Modify .bat file](/images/troubleshooting/Portable-disable-custom-nodes.jpg)
     |    ^

Comfy-Org__docs: tutorials/controlnet/controlnet.mdx:25:1: warning[missing-file]: /images/tutorial/controlnet/scribble_example.jpg is not in the docs folder
  25 | ![Sketch-controlled image generation in ComfyUI](/images/tutorial/controlnet/scribble_example.jpg)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:123:3: warning[missing-file]: /images/interface/setting/lite-graph/link-release-search-box.mp4 is not in the docs folder
 123 |   <source src="/images/interface/setting/lite-graph/link-release-search-box.mp4" type="video/mp4" />
     |   ^

Comfy-Org__docs: support/payment/payment-history.mdx:31:1: warning[missing-file]: /images/support/payment/billing-5-download-invoice.jpg is not in the docs folder
  31 | ![Invoice history details with download option highlighted](/images/support/payment/billing-5-download-invoice.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-diffusion-3-5-image.mdx:82:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/stable_diffusion_3_5_image_i2i_image_denoise.jpg is not in the docs folder
  82 | ![Stability AI Stable Diffusion 3.5 Image-to-Image Denoise Strength Explanation](/images/tutorial/api_nodes/stability_ai…
     | ^

Comfy-Org__docs: support/subscription/changing-plan.mdx:39:1: warning[missing-file]: /images/support/subscription/subscription-change-plan.jpg is not in the docs folder
  39 | <img src="/images/support/subscription/subscription-change-plan.jpg" alt="Confirm subscription change" />
     | ^

Comfy-Org__docs: get_started/cloud.mdx:77:5: warning[missing-file]: /images/cloud/workflow_input_or_loader.webp is not in the docs folder
  77 |     ![Check inputs](/images/cloud/workflow_input_or_loader.webp)
     |     ^

Comfy-Org__docs: manager/legacy-ui.mdx:15:5: warning[missing-file]: /images/manager/manager_button.jpg is not in the docs folder
  15 |     ![Manager button](/images/manager/manager_button.jpg)
     |     ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:172:1: warning[missing-file]: /images/interface/setting/lite-graph/tooltips.jpg is not in the docs folder
 172 | ![Enable Tooltips](/images/interface/setting/lite-graph/tooltips.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/conditioning/video-models/wan-vace-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/conditioning/video-models/wan-vace-to-video.jpg is not in the docs folder
   8 | ![Wan Vace To Video](/images/built-in-nodes/conditioning/video-models/wan-vace-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/tripo/model-generation.mdx:92:1: warning[missing-file]: /images/tutorial/api_nodes/tripo/tripo_multiview_to_model_step_guide.jpg is not in the docs folder
  92 | ![ComfyUI Tripo Text to Model Step Guide](/images/tutorial/api_nodes/tripo/tripo_multiview_to_model_step_guide.jpg)
     | ^

Comfy-Org__docs: cloud/share-workflow.mdx:42:5: warning[missing-file]: /images/cloud/sahre_workflow/share_workflow_04_copy_link.png is not in the docs folder
  42 |     ![Copy the share link](/images/cloud/sahre_workflow/share_workflow_04_copy_link.png)
     |     ^

Comfy-Org__docs: interface/features/subgraph.mdx:155:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_blueprints.jpg is not in the docs folder
 155 | ![Subgraph blueprint node](/images/interface/features/subgraph/subgraph_blueprints.jpg)
     | ^

Comfy-Org__docs: account/login.mdx:83:5: warning[missing-file]: /images/interface/setting/user/user-login-api-key-5.jpg is not in the docs folder
  83 |     ![API Key Management](/images/interface/setting/user/user-login-api-key-5.jpg)
     |     ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:83:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/workflow_5.png is not in the docs folder
  83 | ![Reuse an existing Group ID to skip liveness verification when the person matches](/images/tutorial/api_nodes/bytedance…
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/openai/openai-dalle2.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/openai/openai-dall-e-2.jpg is not in the docs folder
   8 | ![ComfyUI Native Stability AI Stable Image Ultra Node](/images/built-in-nodes/api_nodes/openai/openai-dall-e-2.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/multiple-loras.mdx:43:1: warning[missing-file]: /images/tutorial/basic/multiple_loras/flow_diagram.png is not in the docs folder
  43 | ![Multi-LoRA Workflow Diagram](/images/tutorial/basic/multiple_loras/flow_diagram.png)
     | ^

Comfy-Org__docs: development/api-development/workflow-api-format.mdx:37:3: warning[missing-file]: /images/development/export_workflow_api_format.png is not in the docs folder
  37 |   <img src="/images/development/export_workflow_api_format.png" alt="Saving a workflow in API format" />
     |   ^

Comfy-Org__docs: tutorials/video/wan/wan-ati.mdx:71:1: warning[missing-file]: /images/tutorial/video/wan/wan_ati_guide.jpg is not in the docs folder
  71 | ![Workflow step diagram](/images/tutorial/video/wan/wan_ati_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:40:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/create_asset_nodes.png is not in the docs folder
  40 | ![ByteDance Create Image/Video Asset nodes used to generate Group ID and Asset ID](/images/tutorial/api_nodes/bytedance/…
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:167:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_editing_mode.jpg is not in the docs folder
 167 | ![Subgraph editing mode](/images/interface/features/subgraph/subgraph_editing_mode.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:81:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_slot.jpg is not in the docs folder
  81 | ![Subgraph slots](/images/interface/features/subgraph/subgraph_slot.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:70:1: warning[missing-file]: /images/manager/manger_node_version.jpg is not in the docs folder
  70 | ![Node version](/images/manager/manger_node_version.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/outpaint.mdx:50:1: warning[missing-file]: /images/tutorial/basic/outpaint/outpainting_workflow.jpg is not in the docs folder
  50 | ![ComfyUI Outpainting Workflow Diagram](/images/tutorial/basic/outpaint/outpainting_workflow.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:59:1: warning[missing-file]: /images/manager/manger_missing_nodes-3.jpg is not in the docs folder
  59 | ![Missing nodes prompt](/images/manager/manger_missing_nodes-3.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan-flf.mdx:93:1: warning[missing-file]: /images/tutorial/video/wan/wan2.1_flf2v_14B_720P_step_guide.jpg is not in the docs folder
  93 | ![Wan2.1 FLF2V 720P Native Workflow Steps](/images/tutorial/video/wan/wan2.1_flf2v_14B_720P_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/image-to-image.mdx:47:1: warning[missing-file]: /images/tutorial/basic/img2img/image-to-image-02-guide.jpg is not in the docs folder
  47 | ![ComfyUI Image to Image Workflow - Steps](/images/tutorial/basic/img2img/image-to-image-02-guide.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/pika/pika-scenes.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/pika/pika-2-2-scenes.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Pika 2.2 Scenes Node](/images/built-in-nodes/api_nodes/pika/pika-2-2-scenes.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:53:1: warning[missing-file]: /images/manager/manger_missing_nodes-1.jpg is not in the docs folder
  53 | ![Missing nodes prompt](/images/manager/manger_missing_nodes-1.jpg)
     | ^

Comfy-Org__docs: manager/install.mdx:76:1: warning[missing-file]: /images/manager/manager_use_legacy_manager_ui.png is not in the docs folder
  76 | ![Switch to legacy UI](/images/manager/manager_use_legacy_manager_ui.png)
     | ^

Comfy-Org__docs: manager/pack-management.mdx:32:1: warning[missing-file]: /images/manager/new_ui_install_pack.jpg is not in the docs folder
  32 | ![Install nodes](/images/manager/new_ui_install_pack.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/luma/luma-image-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/luma/luma-image-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native Luma Image to Video Node](/images/built-in-nodes/api_nodes/luma/luma-image-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-fill-dev.mdx:99:1: warning[missing-file]: /images/tutorial/flux/flow_diagram_outpaint.jpg is not in the docs folder
  99 | ![ComfyUI Flux.1 Fill dev Outpainting Workflow](/images/tutorial/flux/flow_diagram_outpaint.jpg)
     | ^

Comfy-Org__docs: get_started/cloud.mdx:71:5: warning[missing-file]: /images/cloud/template_library.webp is not in the docs folder
  71 |     ![Select workflow template](/images/cloud/template_library.webp)
     |     ^

Comfy-Org__docs: tutorials/flux/flux-1-fill-dev.mdx:7:1: warning[missing-file]: /images/tutorial/flux/flux-fill-dev-demo.jpeg is not in the docs folder
   7 | ![Flux.1 fill dev](/images/tutorial/flux/flux-fill-dev-demo.jpeg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:56:1: warning[missing-file]: /images/manager/manger_missing_nodes-2.jpg is not in the docs folder
  56 | ![Missing nodes prompt](/images/manager/manger_missing_nodes-2.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/minimax/minimax-image-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/minimax/minimax-image-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native MiniMax Image to Video Node](/images/built-in-nodes/api_nodes/minimax/minimax-image-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/image/hidream/hidream-i1.mdx:188:1: warning[missing-file]: /images/tutorial/advanced/hidream/hidream_i1_fast_flow_diagram.jpg is not in the docs folder
 188 | ![HiDream-I1 Fast Version Flow Diagram](/images/tutorial/advanced/hidream/hidream_i1_fast_flow_diagram.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:80:5: warning[missing-file]: /images/cloud/import_model/civitai_key-1.png is not in the docs folder
  80 |     ![Civitai API Key](/images/cloud/import_model/civitai_key-1.png)
     |     ^

upstash__docs: redis/howto/datadog.mdx:50:1: warning[missing-file]: /img/datadog/team.png is not in the docs folder
  50 | ![team.png](/img/datadog/team.png)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:36:3: warning[missing-file]: /images/interface/setting/comfy/token_weight.mp4 is not in the docs folder
  36 |   <source src="/images/interface/setting/comfy/token_weight.mp4" type="video/mp4" />
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/rodin/model-generation.mdx:77:1: warning[missing-file]: /images/tutorial/api_nodes/rodin/rodin_multiview_to_model_step_guide.jpg is not in the docs folder
  77 | ![ComfyUI Rodin Image to Model Step Guide](/images/tutorial/api_nodes/rodin/rodin_multiview_to_model_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:222:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/samurai.png is not in the docs folder
 222 | ![example](/images/tutorial/advanced/hunyuanvideo/samurai.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/kwai_vgi/kling-camera-control-t2v.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/kwai_vgi/kling-camera-control-t2v.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Kling Text to Video (Camera Control) Node](/images/built-in-nodes/api_nodes/kwai_vgi/kling-camera-con…
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:52:9: warning[missing-file]: /images/interface/features/subgraph/subgraph_after_edited.jpg is not in the docs folder
  52 |         ![Workflow using subgraph](/images/interface/features/subgraph/subgraph_after_edited.jpg)
     |         ^

Comfy-Org__docs: get_started/first_generation.mdx:90:1: warning[missing-file]: /images/tutorial/gettingstarted/missing_model_warning_1.png is not in the docs folder
  90 | ![Missing models warning](/images/tutorial/gettingstarted/missing_model_warning_1.png)
     | ^

Comfy-Org__docs: tutorials/basic/upscale.mdx:79:1: warning[missing-file]: /images/tutorial/basic/upscale/esrgan_example.png is not in the docs folder
  79 | ![Text-to-image upscale workflow](/images/tutorial/basic/upscale/esrgan_example.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/luma/luma-text-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/luma/luma-text-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native Luma Text to Video Node](/images/built-in-nodes/api_nodes/luma/luma-text-to-video.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:163:1: warning[missing-file]: /images/interface/features/subgraph/edit_subgraph_blueprints.jpg is not in the docs folder
 163 | ![Edit Subgraph Blueprint](/images/interface/features/subgraph/edit_subgraph_blueprints.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/luma/luma-image-to-video.mdx:45:1: warning[missing-file]: /images/tutorial/api_nodes/luma/luma_i2v_step_guide.jpg is not in the docs folder
  45 | ![Luma Image to Video Workflow Steps](/images/tutorial/api_nodes/luma/luma_i2v_step_guide.jpg)
     | ^

Comfy-Org__docs: zh/interface/user.mdx:47:1: warning[missing-file]: /images/zh/interface/setting/user.jpg is not in the docs folder
  47 | ![ComfyUI 用户界面](/images/zh/interface/setting/user.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:94:1: warning[missing-file]: /images/interface/features/subgraph/parameters_panel_open.jpg is not in the docs folder
  94 | ![Open Parameters Panel](/images/interface/features/subgraph/parameters_panel_open.jpg)
     | ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:230:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/a_flying_car.png is not in the docs folder
 230 | ![example](/images/tutorial/advanced/hunyuanvideo/a_flying_car.png)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2-2-fun-camera.mdx:92:1: warning[missing-file]: /images/tutorial/video/wan/wan_2.2_14b_fun_camera.jpg is not in the docs folder
  92 | ![Wan2.2 Fun Camera Control Workflow Steps](/images/tutorial/video/wan/wan_2.2_14b_fun_camera.jpg)
     | ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:199:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/flow_diagram_i2v_v2.jpg is not in the docs folder
 199 | ![ComfyUI Hunyuan Video I2V v2 Workflow](/images/tutorial/advanced/hunyuanvideo/flow_diagram_i2v_v2.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-audio.mdx:66:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/api_stability_ai_audio_inpaint.jpg is not in the docs folder
  66 | ![workflow](/images/tutorial/api_nodes/stability_ai/api_stability_ai_audio_inpaint.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:120:1: warning[missing-file]: /images/interface/setting/comfy/node_id_name.jpg is not in the docs folder
 120 | ![Show node id name in search results](/images/interface/setting/comfy/node_id_name.jpg)
     | ^

Comfy-Org__docs: tutorials/audio/ace-step/ace-step-v1.mdx:36:1: warning[missing-file]: /images/tutorial/audio/ace_step/ace_step_1_t2a_step_guide.jpg is not in the docs folder
  36 | ![Step Guide](/images/tutorial/audio/ace_step/ace_step_1_t2a_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/image-to-image.mdx:41:1: warning[missing-file]: /images/tutorial/basic/img2img/input.jpeg is not in the docs folder
  41 | ![Example Image](/images/tutorial/basic/img2img/input.jpeg)
     | ^

Comfy-Org__docs: interface/overview.mdx:29:1: warning[missing-file]: /images/interface/overview/comfyui-new-interface-main.png is not in the docs folder
  29 | ![ComfyUI Workspace](/images/interface/overview/comfyui-new-interface-main.png)
     | ^

Comfy-Org__docs: development/core-concepts/links.mdx:13:1: warning[missing-file]: /images/interface/link/link_styles.jpg is not in the docs folder
  13 | ![Link styles](/images/interface/link/link_styles.jpg)
     | ^

Comfy-Org__docs: snippets/interface/cancel-bypass.mdx:6:1: warning[missing-file]: /images/interface/nodes/cancel-bypass.jpg is not in the docs folder
   6 | ![Toggle Bypass](/images/interface/nodes/cancel-bypass.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/Load3D.mdx:110:1: warning[missing-file]: /images/built-in-nodes/Load3D/menu_camera.webp is not in the docs folder
 110 | ![menu_modelmenu_camera](/images/built-in-nodes/Load3D/menu_camera.webp)
     | ^

Comfy-Org__docs: support/subscription/subscribing.mdx:32:1: warning[missing-file]: /images/support/subscription/apply-coupon-1.jpg is not in the docs folder
  32 | <img src="/images/support/subscription/apply-coupon-1.jpg" alt="Click Add promotion code button" />
     | ^

Comfy-Org__docs: tutorials/image/hidream/hidream-e1.mdx:89:1: warning[missing-file]: /images/tutorial/image/hidream/hidream-e1-1-guide.jpg is not in the docs folder
  89 | ![hidream_e1_1_guide](/images/tutorial/image/hidream/hidream-e1-1-guide.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:41:7: warning[missing-file]: /images/installation/custom_nodes/install-custom-nodes-by-manager-9.jpg is not in the docs folder
  41 |       ![Check if plugin was installed successfully](/images/installation/custom_nodes/install-custom-nodes-by-manager-9.…
     |       ^

Comfy-Org__docs: get_started/first_generation.mdx:57:3: warning[missing-file]: /images/tutorial/gettingstarted/template_library_default_workflow.png is not in the docs folder
  57 |   ![Load Workflow](/images/tutorial/gettingstarted/template_library_default_workflow.png)
     |   ^

Comfy-Org__docs: tutorials/video/wan/wan2-2-fun-inp.mdx:103:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_14b_fun_inp.jpg is not in the docs folder
 103 | ![Workflow Step Image](/images/tutorial/video/wan/wan2_2/wan_2.2_14b_fun_inp.jpg)
     | ^

Comfy-Org__docs: installation/desktop/macos.mdx:56:1: warning[missing-file]: /images/desktop/mac-comfyui-desktop-1.jpg is not in the docs folder
  56 | ![ComfyUI Lanchpad](/images/desktop/mac-comfyui-desktop-1.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:152:1: warning[missing-file]: /images/interface/app_mode/app_mode_14.png is not in the docs folder
 152 | ![Share dialog showing the generated link with Copy button](/images/interface/app_mode/app_mode_14.png)
     | ^

Comfy-Org__docs: interface/settings/mask-editor.mdx:32:9: warning[missing-file]: /images/interface/setting/maskeditor/new-mask-editor.jpg is not in the docs folder
  32 |         ![new](/images/interface/setting/maskeditor/new-mask-editor.jpg)
     |         ^

Comfy-Org__docs: tutorials/basic/outpaint.mdx:36:1: warning[missing-file]: /images/tutorial/basic/outpaint/input.png is not in the docs folder
  36 | ![ComfyUI Outpainting Input Image](/images/tutorial/basic/outpaint/input.png)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:54:1: warning[missing-file]: /images/cloud/import_model/copy_civitai_link.png is not in the docs folder
  54 | ![Copy Civitai Link](/images/cloud/import_model/copy_civitai_link.png)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:90:1: warning[missing-file]: /images/interface/app_mode/app_mode_7.png is not in the docs folder
  90 | ![Confirmation prompt with View app button](/images/interface/app_mode/app_mode_7.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/rodin/model-generation.mdx:89:1: warning[missing-file]: /images/tutorial/api_nodes/rodin/other_nodes.jpg is not in the docs folder
  89 | ![Rodin Other Related Nodes](/images/tutorial/api_nodes/rodin/other_nodes.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:26:1: warning[missing-file]: /images/interface/app_mode/app_mode_1.png is not in the docs folder
  26 | ![Enter APP mode via top-left menu](/images/interface/app_mode/app_mode_1.png)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image.mdx:138:1: warning[missing-file]: /images/tutorial/image/qwen/image_qwen_image-guide.jpg is not in the docs folder
 138 | ![Step Guide](/images/tutorial/image/qwen/image_qwen_image-guide.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:53:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/workflow_1.png is not in the docs folder
  53 | ![Upload your portrait and run to start liveness verification](/images/tutorial/api_nodes/bytedance/seedance2_0/workflow…
     | ^

Comfy-Org__docs: interface/appearance.mdx:140:1: warning[missing-file]: /images/interface/setting/appearance/textarea-font-size.jpg is not in the docs folder
 140 | ![Textarea Widget Font Size](/images/interface/setting/appearance/textarea-font-size.jpg)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:158:1: warning[missing-file]: /images/interface/setting/lite-graph/highlights-node.jpg is not in the docs folder
 158 | ![Snap highlights node](/images/interface/setting/lite-graph/highlights-node.jpg)
     | ^

Comfy-Org__docs: get_started/cloud.mdx:82:5: warning[missing-file]: /images/cloud/workflow_run_workflow.webp is not in the docs folder
  82 |     ![Run workflow](/images/cloud/workflow_run_workflow.webp)
     |     ^

Comfy-Org__docs: development/comfyui-server/comms_routes.mdx:33:21: warning[mdx-undefined]: folder_name is not defined, so the expression shows nothing
  33 | | `/view_metadata`/{folder_name} | get         | retrieve metadata for a model                                          …
     |                     ^
     = hint: define it with export const, import it, or write \{ for a literal brace

Comfy-Org__docs: interface/settings/lite-graph.mdx:110:1: warning[missing-file]: /images/interface/setting/lite-graph/link-midpoint.jpg is not in the docs folder
 110 | ![Link midpoint markers](/images/interface/setting/lite-graph/link-midpoint.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/links.mdx:17:1: warning[missing-file]: /images/interface/link/render_mode.jpg is not in the docs folder
  17 | ![Render mode setting](/images/interface/link/render_mode.jpg)
     | ^

AgentOps-AI__agentops: v2/introduction.mdx:125:3: warning[missing-file]: /images/session-waterfall.gif is not in the docs folder
 125 |   <img height="200" src="/images/session-waterfall.gif" />
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:61:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/workflow_3.png is not in the docs folder
  61 | ![Complete identity authentication in the H5 verification page](/images/tutorial/api_nodes/bytedance/seedance2_0/workflo…
     | ^

Comfy-Org__docs: tutorials/video/wan/fun-control.mdx:152:1: warning[missing-file]: /images/tutorial/video/wan/fun_control_using_custom_nodes_flow_diagram.png is not in the docs folder
 152 | ![Wan2.1 Fun Control Workflow Using Custom Nodes Steps](/images/tutorial/video/wan/fun_control_using_custom_nodes_flow_d…
     | ^

Comfy-Org__docs: tutorials/basic/upscale.mdx:33:1: warning[missing-file]: /images/tutorial/basic/upscale/upscale_OpenModelDB.jpg is not in the docs folder
  33 | ![openmodeldb](/images/tutorial/basic/upscale/upscale_OpenModelDB.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:86:5: warning[missing-file]: /images/cloud/import_model/huggingface_key-1.png is not in the docs folder
  86 |     ![Hugging Face API Key](/images/cloud/import_model/huggingface_key-1.png)
     |     ^

Comfy-Org__docs: interface/settings/3d.mdx:22:1: warning[missing-file]: /images/interface/setting/3d/camera_type.jpg is not in the docs folder
  22 | ![摄像机类型](/images/interface/setting/3d/camera_type.jpg)
     | ^

Comfy-Org__docs: interface/features/node-docs.mdx:25:1: warning[missing-file]: /images/interface/features/nod-docs/node-docs-2.jpg is not in the docs folder
  25 | ![Node docs](/images/interface/features/nod-docs/node-docs-2.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-image-ultra.mdx:72:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/i2i_image_denoise.jpg is not in the docs folder
  72 | ![Stability Stable Image Ultra Image-to-Image Denoise Explanation](/images/tutorial/api_nodes/stability_ai/i2i_image_den…
     | ^

Comfy-Org__docs: interface/maskeditor.mdx:46:1: warning[missing-file]: /images/interface/maskeditor/maskeditor_tool_panel.jpg is not in the docs folder
  46 | <img src="/images/interface/maskeditor/maskeditor_tool_panel.jpg" alt="Mask Editor tool panel with 5 numbered tools" sty…
     | ^

Comfy-Org__docs: tutorials/video/wan/vace.mdx:108:1: warning[missing-file]: /images/tutorial/video/wan/wan-vace-t2v-step-guide.jpg is not in the docs folder
 108 | ![image](/images/tutorial/video/wan/wan-vace-t2v-step-guide.jpg)
     | ^

Comfy-Org__docs: installation/desktop/macos.mdx:118:4: warning[missing-file]: /images/desktop/mac-comfyui-desktop-7.png is not in the docs folder
 118 |    ![ComfyUI Installation Steps - Mirror Settings](/images/desktop/mac-comfyui-desktop-7.png)
     |    ^

Comfy-Org__docs: interface/features/subgraph.mdx:110:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_navigation.jpg is not in the docs folder
 110 | ![Nested subgraph navigation](/images/interface/features/subgraph/subgraph_navigation.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:205:1: warning[missing-file]: /images/concepts/custom_nodes/install_dependencies.png is not in the docs folder
 205 | ![ComfyUI Desktop Dependency Installation](/images/concepts/custom_nodes/install_dependencies.png)
     | ^

Comfy-Org__docs: interface/overview.mdx:12:1: warning[missing-file]: /images/interface/overview/comfyui_new_interface.jpg is not in the docs folder
  12 | ![ComfyUI Basic Interface](/images/interface/overview/comfyui_new_interface.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/openai/gpt-image-1.mdx:85:1: warning[missing-file]: /images/tutorial/api_nodes/openai/gpt-image-1/multi_images_input.png is not in the docs folder
  85 | ![Multiple Image Input Example](/images/tutorial/api_nodes/openai/gpt-image-1/multi_images_input.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/runway/video-generation.mdx:42:1: warning[missing-file]: /images/tutorial/api_nodes/runway/runway_gen3a_turbo_image_to_video_step_guide.jpg is not in the docs folder
  42 | ![ComfyUI Runway gen3a turbo image to video Step Guide](/images/tutorial/api_nodes/runway/runway_gen3a_turbo_image_to_vi…
     | ^

upstash__docs: redis/howto/datadog.mdx:35:1: warning[missing-file]: /img/datadog/connect-acc.png is not in the docs folder
  35 | ![connect-acc.png](/img/datadog/connect-acc.png)
     | ^

Comfy-Org__docs: interface/credits.mdx:52:1: warning[missing-file]: /images/interface/setting/stripe_payment.jpg is not in the docs folder
  52 | ![Stripe Payment Page](/images/interface/setting/stripe_payment.jpg)
     | ^

Comfy-Org__docs: interface/shortcuts.mdx:20:1: warning[missing-file]: /images/interface/setting/keybinding.jpg is not in the docs folder
  20 | ![ComfyUI Shortcut Settings](/images/interface/setting/keybinding.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:34:1: warning[missing-file]: /images/cloud/import_model/import_model_modal-3.png is not in the docs folder
  34 | ![Import Modal](/images/cloud/import_model/import_model_modal-3.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/kwai_vgi/kling-start-end-frame-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/kwai_vgi/kling-start-end-frame-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Kling Start-End Frame to Video Node](/images/built-in-nodes/api_nodes/kwai_vgi/kling-start-end-frame-…
     | ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:106:1: warning[missing-file]: /images/concepts/custom_nodes/install_custom_nodes_by_git.jpg is not in the docs folder
 106 | ![Install Custom Nodes via Git](/images/concepts/custom_nodes/install_custom_nodes_by_git.jpg)
     | ^

upstash__docs: redis/overall/getstarted.mdx:40:3: warning[missing-file]: /img/getting_started/database.png is not in the docs folder
  40 |   <img src="/img/getting_started/database.png" width="100%" />
     |   ^

Comfy-Org__docs: tutorials/flux/flux-1-controlnet.mdx:7:1: warning[missing-file]: /images/tutorial/flux/flux-1-canny-controlnet.png is not in the docs folder
   7 | ![Flux.1 Canny Controlnet](/images/tutorial/flux/flux-1-canny-controlnet.png)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:22:1: warning[missing-file]: /images/cloud/import_model/import_model.png is not in the docs folder
  22 | ![Import](/images/cloud/import_model/import_model.png)
     | ^

Comfy-Org__docs: built-in-nodes/Load3D.mdx:101:1: warning[missing-file]: /images/built-in-nodes/Load3D/menu_model.webp is not in the docs folder
 101 | ![Menu_Scene](/images/built-in-nodes/Load3D/menu_model.webp)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/tripo/model-generation.mdx:62:1: warning[missing-file]: /images/tutorial/api_nodes/tripo/tripo_image_to_model_step_guide.jpg is not in the docs folder
  62 | ![ComfyUI Tripo Text to Model Step Guide](/images/tutorial/api_nodes/tripo/tripo_image_to_model_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-text-to-image.mdx:39:1: warning[missing-file]: /images/tutorial/flux/flux_agreement.jpg is not in the docs folder
  39 | ![Flux Agreement](/images/tutorial/flux/flux_agreement.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:10:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/cover.png is not in the docs folder
  10 | ![Seedance 2.0 Real Human Cover](/images/tutorial/api_nodes/bytedance/seedance2_0/cover.png)
     | ^

Comfy-Org__docs: registry/cicd.mdx:17:1: warning[missing-file]: /images/comfyci.png is not in the docs folder
  17 | ![ComfyCI](/images/comfyci.png)
     | ^

AgentOps-AI__agentops: v2/introduction.mdx:112:3: warning[missing-file]: /images/session-summary.gif is not in the docs folder
 112 |   <img height="200" src="/images/session-summary.gif" />
     |   ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:251:1: warning[missing-file]: /img/qstash/aws/environment.png is not in the docs folder
 251 | <img src="/img/qstash/aws/environment.png" />
     | ^

Comfy-Org__docs: development/core-concepts/workflow.mdx:33:1: warning[missing-file]: /images/complex_workflow.jpg is not in the docs folder
  33 | ![complex workflow](/images/complex_workflow.jpg)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:250:1: warning[missing-file]: /images/interface/setting/lite-graph/reroute-spline-offset.jpg is not in the docs folder
 250 | ![Reroute spline offset](/images/interface/setting/lite-graph/reroute-spline-offset.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:43:1: warning[missing-file]: /images/interface/app_mode/app_mode_2.png is not in the docs folder
  43 | ![APP mode builder entry screen](/images/interface/app_mode/app_mode_2.png)
     | ^

Comfy-Org__docs: built-in-nodes/ConditioningAverage.mdx:12:1: warning[missing-file]: /images/built-in-nodes/ConditioningAverage/example.webp is not in the docs folder
  12 | ![example](/images/built-in-nodes/ConditioningAverage/example.webp)
     | ^

Comfy-Org__docs: tutorials/video/wan/vace.mdx:145:1: warning[missing-file]: /images/tutorial/video/wan/wan-vace-i2v-step-guide.jpg is not in the docs folder
 145 | ![Workflow Steps](/images/tutorial/video/wan/wan-vace-i2v-step-guide.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:21:5: warning[missing-file]: /images/manager/manager_list.jpg is not in the docs folder
  21 |     ![Manager list](/images/manager/manager_list.jpg)
     |     ^

Comfy-Org__docs: built-in-nodes/partner-node/image/recraft/recraft-text-to-vector.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/recraft/recraft-text-to-vector.jpg is not in the docs folder
   8 | ![ComfyUI Native Recraft Text to Vector Node](/images/built-in-nodes/api_nodes/recraft/recraft-text-to-vector.jpg)
     | ^

AgentOps-AI__agentops: v2/introduction.mdx:117:3: warning[missing-file]: /images/session-drawer.gif is not in the docs folder
 117 |   <img height="250" src="/images/session-drawer.gif" />
     |   ^

Comfy-Org__docs: built-in-nodes/partner-node/image/recraft/recraft-text-to-image.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/recraft/recraft-text-to-image.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Recraft Text to Image Node](/images/built-in-nodes/api_nodes/recraft/recraft-text-to-image.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/luma/luma-concepts.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/luma/luma-concepts.jpg is not in the docs folder
   8 | ![ComfyUI Native Luma Concepts Node](/images/built-in-nodes/api_nodes/luma/luma-concepts.jpg)
     | ^

Comfy-Org__docs: tutorials/image/hidream/hidream-i1.mdx:115:1: warning[missing-file]: /images/tutorial/advanced/hidream/hidream_i1_full_flow_diagram.jpg is not in the docs folder
 115 | ![HiDream-I1 Full Version Flow Diagram](/images/tutorial/advanced/hidream/hidream_i1_full_flow_diagram.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/openai/dall-e-3.mdx:49:1: warning[missing-file]: /images/tutorial/api_nodes/openai/openai-dall-e-3/text2image.jpg is not in the docs folder
  49 | ![ComfyUI openai-dall-e-3 workflow](/images/tutorial/api_nodes/openai/openai-dall-e-3/text2image.jpg)
     | ^

Comfy-Org__docs: snippets/tutorials/partner-nodes/requirements.mdx:54:1: warning[missing-file]: /images/tutorial/api_nodes/sidebar.jpg is not in the docs folder
  54 | ![Partner Nodes](/images/tutorial/api_nodes/sidebar.jpg)
     | ^

triggerdotdev__trigger.dev: ai-chat/custom-agents.mdx:378:3: warning[unknown-icon]: there is no icon "wave-pulse"
 378 |   <Card title="Sessions" icon="wave-pulse" href="/ai-chat/sessions">
     |   ^
     = hint: see the icon names of the fontawesome library

Comfy-Org__docs: tutorials/partner-nodes/openai/chat.mdx:33:1: warning[missing-file]: /images/tutorial/api_nodes/openai/openai_chat_step_guide.jpg is not in the docs folder
  33 | ![OpenAI Chat Step Guide](/images/tutorial/api_nodes/openai/openai_chat_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux1-krea-dev.mdx:87:1: warning[missing-file]: /images/tutorial/flux/flux_1_krea_dev_guide.jpg is not in the docs folder
  87 | ![ComfyUI Flux Krea Dev Workflow](/images/tutorial/flux/flux_1_krea_dev_guide.jpg)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:104:3: warning[missing-file]: /images/desktop/win-comfyui-desktop-5.jpg is not in the docs folder
 104 |   ![ComfyUI Installation Steps - Desktop Settings](/images/desktop/win-comfyui-desktop-5.jpg)
     |   ^

Comfy-Org__docs: tutorials/flux/flux-1-fill-dev.mdx:77:1: warning[missing-file]: /images/tutorial/flux/flow_diagram_inpaint.jpg is not in the docs folder
  77 | ![ComfyUI Flux.1 Fill dev Inpainting Workflow](/images/tutorial/flux/flow_diagram_inpaint.jpg)
     | ^

mintlify__docs: editor/index.mdx:34:3: warning[missing-file]: /images/editor/editor-layout-dark.png is not in the docs folder
  34 |   <img src="/images/editor/editor-layout-dark.png" alt="Screenshot of the editor showing the branch selector, ask agent …
     |   ^

Comfy-Org__docs: cloud/share-workflow.mdx:37:5: warning[missing-file]: /images/cloud/sahre_workflow/share_workflow_03_create_link.png is not in the docs folder
  37 |     ![Create a shareable link](/images/cloud/sahre_workflow/share_workflow_03_create_link.png)
     |     ^

Comfy-Org__docs: get_started/cloud.mdx:105:9: warning[missing-file]: /images/cloud/download_video_assets.webp is not in the docs folder
 105 |         ![Save video assets](/images/cloud/download_video_assets.webp)
     |         ^

Comfy-Org__docs: built-in-nodes/Load3D.mdx:41:1: warning[missing-file]: /images/built-in-nodes/Load3D/load3d_outputs.webp is not in the docs folder
  41 | ![View Operation Demo](/images/built-in-nodes/Load3D/load3d_outputs.webp)
     | ^

Comfy-Org__docs: get_started/first_generation.mdx:173:1: warning[missing-file]: /images/tutorial/gettingstarted/run_workflow.png is not in the docs folder
 173 | ![Run workflow](/images/tutorial/gettingstarted/run_workflow.png)
     | ^

Comfy-Org__docs: tutorials/image/omnigen/omnigen2.mdx:99:1: warning[missing-file]: /images/tutorial/image/omnigen/omnigen2_image_edit_step_guide.jpg is not in the docs folder
  99 | ![Workflow Step Guide](/images/tutorial/image/omnigen/omnigen2_image_edit_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/controlnet/depth-t2i-adapter.mdx:83:1: warning[missing-file]: /images/tutorial/controlnet/flow_diagram_depth_ti2_adapter.jpg is not in the docs folder
  83 | ![ComfyUI Workflow - Depth T2I Adapter Flow Diagram](/images/tutorial/controlnet/flow_diagram_depth_ti2_adapter.jpg)
     | ^

Comfy-Org__docs: tutorials/controlnet/mixing-controlnets.mdx:67:1: warning[missing-file]: /images/tutorial/controlnet/flow_diagram_mixing_controlnet.jpg is not in the docs folder
  67 | ![ComfyUI Workflow - Mixing ControlNet Flow Diagram](/images/tutorial/controlnet/flow_diagram_mixing_controlnet.jpg)
     | ^

Comfy-Org__docs: get_started/first_generation.mdx:100:3: warning[missing-file]: /images/tutorial/gettingstarted/desktop_model_folder_path.png is not in the docs folder
 100 |   ![Desktop models folder path](/images/tutorial/gettingstarted/desktop_model_folder_path.png)
     |   ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:146:1: warning[missing-file]: /images/concepts/node/selection_toolbox.mp4 is not in the docs folder
 146 | <video
     | ^

Comfy-Org__docs: cloud/import-models.mdx:65:1: warning[missing-file]: /images/cloud/import_model/copy_huggingface_link-2.png is not in the docs folder
  65 | ![Copy Huggingface model link](/images/cloud/import_model/copy_huggingface_link-2.png)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-fill-dev.mdx:31:1: warning[missing-file]: /images/tutorial/flux/flux1_fill_dev_agreement.jpg is not in the docs folder
  31 | ![Flux Agreement](/images/tutorial/flux/flux1_fill_dev_agreement.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:74:1: warning[missing-file]: /images/interface/app_mode/app_mode_5.png is not in the docs folder
  74 | ![Preview mode showing input and output layout](/images/interface/app_mode/app_mode_5.png)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image.mdx:311:1: warning[missing-file]: /images/tutorial/image/qwen/image_qwen_image_union_control_lora.jpg is not in the docs folder
 311 | ![Union Control LoRA](/images/tutorial/image/qwen/image_qwen_image_union_control_lora.jpg)
     | ^

Comfy-Org__docs: interface/settings/mask-editor.mdx:36:9: warning[missing-file]: /images/interface/setting/maskeditor/old-mask-editor.jpg is not in the docs folder
  36 |         ![old](/images/interface/setting/maskeditor/old-mask-editor.jpg)
     |         ^

Comfy-Org__docs: interface/nodes-2.mdx:65:1: warning[missing-file]: /images/interface/nodes_2.0.jpg is not in the docs folder
  65 | ![Nodes 2.0 toggle location in ComfyUI menu](/images/interface/nodes_2.0.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/ideogram/ideogram-v1.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/ideogram/ideogram-v1.jpg is not in the docs folder
   8 | ![ComfyUI Native Ideogram V1 Node](/images/built-in-nodes/api_nodes/ideogram/ideogram-v1.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:81:1: warning[missing-file]: /images/tutorial/basic/inpaint/inpaint_copy_clipspace.png is not in the docs folder
  81 | ![Copy Image to Clipboard](/images/tutorial/basic/inpaint/inpaint_copy_clipspace.png)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:92:1: warning[missing-file]: /images/interface/setting/lite-graph/node-group.png is not in the docs folder
  92 | ![Node Group](/images/interface/setting/lite-graph/node-group.png)
     | ^

Comfy-Org__docs: get_started/first_generation.mdx:94:1: warning[missing-file]: /images/tutorial/gettingstarted/missing_model_warning_2.png is not in the docs folder
  94 | ![Missing model details](/images/tutorial/gettingstarted/missing_model_warning_2.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/google/google-veo2-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/google/veo2-video-generation.jpg is not in the docs folder
   8 | ![ComfyUI Native Google Veo2 Video Node](/images/built-in-nodes/api_nodes/google/veo2-video-generation.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/recraft/recraft-text-to-image.mdx:27:1: warning[missing-file]: /images/tutorial/api_nodes/recraft/recraft_t2v_step_guide.jpg is not in the docs folder
  27 | ![Recraft Text to Image Workflow Steps](/images/tutorial/api_nodes/recraft/recraft_t2v_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/openai/gpt-image-1.mdx:98:1: warning[missing-file]: /images/tutorial/api_nodes/openai/gpt-image-1/inpaint.jpg is not in the docs folder
  98 | ![ComfyUI openai-gpt-image-1 workflow example](/images/tutorial/api_nodes/openai/gpt-image-1/inpaint.jpg)
     | ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:239:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/cyber_car_race.png is not in the docs folder
 239 | ![example](/images/tutorial/advanced/hunyuanvideo/cyber_car_race.png)
     | ^

Comfy-Org__docs: custom-nodes/walkthrough.mdx:216:3: warning[missing-file]: /images/firstnodeworkflow.png is not in the docs folder
 216 |   <img src="/images/firstnodeworkflow.png" alt="Image Selector Workflow" width="100%" />
     |   ^

Comfy-Org__docs: interface/features/subgraph.mdx:126:1: warning[missing-file]: /images/interface/features/subgraph/subgraph_to_nodes.jpg is not in the docs folder
 126 | ![Subgraph to node](/images/interface/features/subgraph/subgraph_to_nodes.jpg)
     | ^

Comfy-Org__docs: support/payment/editing-payment-information.mdx:29:1: warning[missing-file]: /images/support/payment/billing-4-update-ingformation.png is not in the docs folder
  29 | ![Stripe portal with Update information button emphasized](/images/support/payment/billing-4-update-ingformation.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/black-forest-labs/flux-1-1-pro-ultra-image.mdx:72:1: warning[missing-file]: /images/tutorial/api_nodes/bfl/flux_1_1_pro_image_prompt_strength.jpg is not in the docs folder
  72 | ![Comparison](/images/tutorial/api_nodes/bfl/flux_1_1_pro_image_prompt_strength.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:53:1: warning[missing-file]: /images/tutorial/basic/inpaint/inpaint_workflow.png is not in the docs folder
  53 | ![ComfyUI Inpainting Workflow](/images/tutorial/basic/inpaint/inpaint_workflow.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/luma/luma-image-to-image.mdx:54:1: warning[missing-file]: /images/tutorial/api_nodes/luma/i2i_image_weight.jpg is not in the docs folder
  54 | ![Weight Comparison](/images/tutorial/api_nodes/luma/i2i_image_weight.jpg)
     | ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:85:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/flow_diagram_t2v.jpg is not in the docs folder
  85 | ![ComfyUI Hunyuan Video T2V Workflow](/images/tutorial/advanced/hunyuanvideo/flow_diagram_t2v.jpg)
     | ^

mintlify__docs: fr/deploy/github.mdx:177:7: warning[missing-file]: /images/github/revalidate-settings-light.png is not in the docs folder
 177 |       <img
     |       ^

Comfy-Org__docs: manager/pack-management.mdx:55:1: warning[missing-file]: /images/manager/new_ui_uninstall_pack.jpg is not in the docs folder
  55 | ![Uninstall nodes](/images/manager/new_ui_uninstall_pack.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/kwai_vgi/kling-image-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/kwai_vgi/kling-image-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Kling Image to Video Node](/images/built-in-nodes/api_nodes/kwai_vgi/kling-image-to-video.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/properties.mdx:16:1: warning[missing-file]: /images/concepts/core-concepts_properties.png is not in the docs folder
  16 | ![node properties](/images/concepts/core-concepts_properties.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-image-ultra.mdx:27:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/stable_image_ultra_t2i_step_guide.jpg is not in the docs folder
  27 | ![Stability AI Stable Image Ultra Text-to-Image Step Guide](/images/tutorial/api_nodes/stability_ai/stable_image_ultra_t…
     | ^

Comfy-Org__docs: interface/settings/3d.mdx:62:1: warning[missing-file]: /images/interface/setting/3d/hide_preview.jpg is not in the docs folder
  62 | ![Preview vs hide preview](/images/interface/setting/3d/hide_preview.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/pika/pika-text-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/pika/pika-2-2-text-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Native Pika 2.2 Text to Video Node](/images/built-in-nodes/api_nodes/pika/pika-2-2-text-to-video.jpg)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:149:1: warning[missing-file]: /images/desktop/win-comfyui-desktop-0.jpg is not in the docs folder
 149 | ![ComfyUI Installation Steps - Unsupported Device](/images/desktop/win-comfyui-desktop-0.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/multiple-loras.mdx:19:1: warning[missing-file]: /images/tutorial/basic/multiple_loras/multiple_loras.png is not in the docs folder
  19 | ![Multi-LoRA Application Result](/images/tutorial/basic/multiple_loras/multiple_loras.png)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-controlnet.mdx:62:1: warning[missing-file]: /images/tutorial/flux/flux1_canny_dev_agreement.jpg is not in the docs folder
  62 | ![Flux Agreement](/images/tutorial/flux/flux1_canny_dev_agreement.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/runway/image-generation.mdx:51:1: warning[missing-file]: /images/tutorial/api_nodes/runway/runway_reference_to_image_step_guide.jpg is not in the docs folder
  51 | ![ComfyUI Runway Image Reference to Image Step Guide](/images/tutorial/api_nodes/runway/runway_reference_to_image_step_g…
     | ^

Comfy-Org__docs: troubleshooting/custom-node-issues.mdx:59:4: warning[missing-file]: /images/troubleshooting/portable-disable-custom-nodes-cml-1.jpg is not in the docs folder
  59 |    ![ComfyUI troubleshooting](/images/troubleshooting/portable-disable-custom-nodes-cml-1.jpg)
     |    ^

Comfy-Org__docs: tutorials/video/wan/wan2-2-s2v.mdx:87:1: warning[missing-file]: /images/tutorial/video/wan/wan_2.2_14b_s2v.jpg is not in the docs folder
  87 | ![Workflow Instructions](/images/tutorial/video/wan/wan_2.2_14b_s2v.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:99:1: warning[missing-file]: /images/interface/setting/comfy/beta_node.jpg is not in the docs folder
  99 | ![Show experimental nodes in search](/images/interface/setting/comfy/beta_node.jpg)
     | ^

upstash__docs: redis/sdks/ts/commands/string/msetnx.mdx:12:1: warning[component-prop]: <ParamField> needs one of query, path, body or header, giving the parameter's name
  12 | <ParamField  type="Record<string, TValue>" required>
     | ^
     = hint: add query="…", path="…", body="…" or header="…" with the parameter's name

mintlify__docs: fr/deploy/github.mdx:183:7: warning[missing-file]: /images/github/revalidate-settings-dark.png is not in the docs folder
 183 |       <img
     |       ^

Comfy-Org__docs: interface/overview.mdx:21:1: warning[missing-file]: /images/interface/overview/locale.jpg is not in the docs folder
  21 | ![ComfyUI Localization Support](/images/interface/overview/locale.jpg)
     | ^

Comfy-Org__docs: support/subscription/subscribing.mdx:38:1: warning[missing-file]: /images/support/subscription/apply-coupon-2.jpg is not in the docs folder
  38 | <img src="/images/support/subscription/apply-coupon-2.jpg" alt="Enter promotion code and click Apply" />
     | ^

Comfy-Org__docs: installation/comfyui_portable_windows.mdx:94:1: warning[missing-file]: /images/comfyui-portable-cmd.png is not in the docs folder
  94 | ![ComfyUI Portable Command Prompt](/images/comfyui-portable-cmd.png)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan-video.mdx:76:1: warning[missing-file]: /images/tutorial/video/wan/wan2.1_t2v_1.3b_flow_diagram.jpg is not in the docs folder
  76 | ![ComfyUI Wan2.1 Workflow Steps](/images/tutorial/video/wan/wan2.1_t2v_1.3b_flow_diagram.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2_2.mdx:123:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_5b_t2v.jpg is not in the docs folder
 123 | ![Step Diagram](/images/tutorial/video/wan/wan2_2/wan_2.2_5b_t2v.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/recraft/recraft-replace-background.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/recraft/recraft-replace-background.jpg is not in the docs folder
   8 | ![ComfyUI Native Recraft Replace Background Node](/images/built-in-nodes/api_nodes/recraft/recraft-replace-background.jp…
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:61:1: warning[missing-file]: /images/tutorial/basic/inpaint/inpaint_sd1.5_pruned_emaonly.png is not in the docs folder
  61 | ![SD1.5 Inpainting Result](/images/tutorial/basic/inpaint/inpaint_sd1.5_pruned_emaonly.png)
     | ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:175:1: warning[missing-file]: /images/concepts/custom_nodes/open_terminal.jpg is not in the docs folder
 175 | ![Start Terminal](/images/concepts/custom_nodes/open_terminal.jpg)
     | ^

Comfy-Org__docs: interface/appearance.mdx:123:1: warning[missing-file]: /images/interface/setting/appearance/set-as-bg.jpg is not in the docs folder
 123 | ![Set Background Image](/images/interface/setting/appearance/set-as-bg.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/ideogram/ideogram-v2.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/ideogram/ideogram-v2.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Ideogram V2 Node](/images/built-in-nodes/api_nodes/ideogram/ideogram-v2.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-kontext-dev.mdx:93:1: warning[missing-file]: /images/tutorial/flux/flux_1_kontext_dev_basic_step_guide.jpg is not in the docs folder
  93 | ![Workflow Step Guide](/images/tutorial/flux/flux_1_kontext_dev_basic_step_guide.jpg)
     | ^

Comfy-Org__docs: support/payment/payment-history.mdx:24:1: warning[missing-file]: /images/support/payment/billing-4-history.jpg is not in the docs folder
  24 | ![Stripe billing portal showing invoice history table](/images/support/payment/billing-4-history.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/kwai_vgi/kling-camera-control-i2v.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/kwai_vgi/kling-camera-control-i2v.jpg is not in the docs folder
   8 | ![ComfyUI Built-in Kling Image to Video (Camera Control) Node](/images/built-in-nodes/api_nodes/kwai_vgi/kling-camera-co…
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/stability-ai/stability-ai-stable-image-ultra.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/stability-ai/stability-ai-stable-image-ultra.jpg is not in the docs folder
   8 | ![ComfyUI Native Stability Stable Image Ultra Node](/images/built-in-nodes/api_nodes/stability-ai/stability-ai-stable-im…
     | ^

Comfy-Org__docs: tutorials/partner-nodes/tripo/model-generation.mdx:108:1: warning[missing-file]: /images/tutorial/api_nodes/tripo/other_nodes.jpg is not in the docs folder
 108 | ![Tripo Task Processing](/images/tutorial/api_nodes/tripo/other_nodes.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:37:7: warning[missing-file]: /images/installation/custom_nodes/install-custom-nodes-by-manager-8.jpg is not in the docs folder
  37 |       ![Restart ComfyUI and refresh browser after installation](/images/installation/custom_nodes/install-custom-nodes-b…
     |       ^

Comfy-Org__docs: built-in-nodes/ImageStitch.mdx:37:1: warning[missing-file]: /images/built-in-nodes/ImageStitch/workflow.webp is not in the docs folder
  37 | ![workflow](/images/built-in-nodes/ImageStitch/workflow.webp)
     | ^

Comfy-Org__docs: manager/pack-management.mdx:13:1: warning[missing-file]: /images/manager/new_ui_labeled.jpg is not in the docs folder
  13 | ![New UI](/images/manager/new_ui_labeled.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/openai/dall-e-2.mdx:12:1: warning[missing-file]: /images/comfy_core/api_nodes/openai-dall-e-2.jpg is not in the docs folder
  12 | ![OpenAI DALL·E 2 node screenshot](/images/comfy_core/api_nodes/openai-dall-e-2.jpg)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:65:3: warning[missing-file]: /images/desktop/win-comfyui-desktop-2.jpg is not in the docs folder
  65 |   ![ComfyUI Installation Steps - GPU Selection](/images/desktop/win-comfyui-desktop-2.jpg)
     |   ^

Comfy-Org__docs: interface/settings/extension.mdx:14:1: warning[missing-file]: /images/interface/setting/extension/extension.jpg is not in the docs folder
  14 | ![extension](/images/interface/setting/extension/extension.jpg)
     | ^

Comfy-Org__docs: troubleshooting/custom-node-issues.mdx:62:4: warning[missing-file]: /images/troubleshooting/portable-disable-custom-nodes-cml-2.jpg is not in the docs folder
  62 |    ![ComfyUI troubleshooting](/images/troubleshooting/portable-disable-custom-nodes-cml-2.jpg)
     |    ^

Comfy-Org__docs: tutorials/video/hunyuan/hunyuan-video.mdx:154:1: warning[missing-file]: /images/tutorial/advanced/hunyuanvideo/flow_diagram_i2v_v1.jpg is not in the docs folder
 154 | ![ComfyUI Hunyuan Video I2V v1 Workflow](/images/tutorial/advanced/hunyuanvideo/flow_diagram_i2v_v1.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-uso.mdx:107:1: warning[missing-file]: /images/tutorial/flux/flux1_uso_reference_image_gen_style_reference_only.jpg is not in the docs folder
 107 | ![Workflow](/images/tutorial/flux/flux1_uso_reference_image_gen_style_reference_only.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/upscale.mdx:66:1: warning[missing-file]: /images/tutorial/basic/upscale/upscale_simple_workflow.jpg is not in the docs folder
  66 | ![Upscale workflow](/images/tutorial/basic/upscale/upscale_simple_workflow.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:89:1: warning[missing-file]: /images/tutorial/basic/inpaint/inpaint_open_in_maskeditor.jpg is not in the docs folder
  89 | ![Open Mask Editor](/images/tutorial/basic/inpaint/inpaint_open_in_maskeditor.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/video/pixverse/pixverse-transition-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/pixverse/pixverse-transition-video.jpg is not in the docs folder
   8 | ![ComfyUI Native PixVerse Transition Video Node](/images/built-in-nodes/api_nodes/pixverse/pixverse-transition-video.jpg…
     | ^

Comfy-Org__docs: manager/pack-management.mdx:46:1: warning[missing-file]: /images/manager/new_ui_missing_packs_prompt.jpg is not in the docs folder
  46 | ![Find missing nodes](/images/manager/new_ui_missing_packs_prompt.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/ideogram/ideogram-v3.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/ideogram/ideogram-v3.jpg is not in the docs folder
   8 | ![ComfyUI Native Ideogram V3 Node](/images/built-in-nodes/api_nodes/ideogram/ideogram-v3.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:92:1: warning[missing-file]: /images/interface/setting/comfy/depr_node.jpg is not in the docs folder
  92 | ![Show deprecated nodes in search](/images/interface/setting/comfy/depr_node.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/rodin/model-generation.mdx:41:1: warning[missing-file]: /images/tutorial/api_nodes/rodin/rodin_image_to_model_step_guide.jpg is not in the docs folder
  41 | ![ComfyUI Rodin Image to Model Step Guide](/images/tutorial/api_nodes/rodin/rodin_image_to_model_step_guide.jpg)
     | ^

Comfy-Org__docs: built-in-nodes/Preview3D.mdx:38:1: warning[missing-file]: /images/built-in-nodes/Preview3D/preview3d_canvas.jpg is not in the docs folder
  38 | ![Load 3D Node UI](/images/built-in-nodes/Preview3D/preview3d_canvas.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/vace.mdx:199:1: warning[missing-file]: /images/tutorial/video/wan/wan-vace-v2v-step-guide.jpg is not in the docs folder
 199 | ![Workflow Steps](/images/tutorial/video/wan/wan-vace-v2v-step-guide.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:24:5: warning[missing-file]: /images/manager/manager_install_node.jpg is not in the docs folder
  24 |     ![Node install dialog](/images/manager/manager_install_node.jpg)
     |     ^

Comfy-Org__docs: tutorials/partner-nodes/luma/luma-text-to-video.mdx:41:1: warning[missing-file]: /images/tutorial/api_nodes/luma/luma_t2v_step_guide.jpg is not in the docs folder
  41 | ![Luma Text to Video Workflow Steps](/images/tutorial/api_nodes/luma/luma_t2v_step_guide.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:90:5: warning[missing-file]: /images/cloud/import_model/huggingface_key-2.png is not in the docs folder
  90 |     ![Hugging Face Token Permissions](/images/cloud/import_model/huggingface_key-2.png)
     |     ^

upstash__docs: workflow/quickstarts/hono.mdx:181:3: warning[missing-file]: /img/qstash-workflow/hono_local_request.png is not in the docs folder
 181 |   <img src="/img/qstash-workflow/hono_local_request.png" />
     |   ^

Comfy-Org__docs: interface/maskeditor.mdx:60:1: warning[missing-file]: /images/interface/maskeditor/maskeditor_topbar_actions.jpg is not in the docs folder
  60 | ![Mask Editor TopBar actions labeled 1–10](/images/interface/maskeditor/maskeditor_topbar_actions.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/fun-control.mdx:100:1: warning[missing-file]: /images/tutorial/video/wan/fun_control_native_flow_diagram.png is not in the docs folder
 100 | ![Wan2.1 Fun Control Workflow Steps](/images/tutorial/video/wan/fun_control_native_flow_diagram.png)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:108:1: warning[missing-file]: /images/interface/setting/comfy/node_suggestions.jpg is not in the docs folder
 108 | ![Number of nodes suggestions](/images/interface/setting/comfy/node_suggestions.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:98:1: warning[missing-file]: /images/interface/app_mode/app_mode_8.png is not in the docs folder
  98 | ![APP mode interface with inputs panel and Run button](/images/interface/app_mode/app_mode_8.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/recraft/recraft-image-inpainting.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/recraft/recraft-image-inpainting.jpg is not in the docs folder
   8 | ![ComfyUI Native Recraft Image Inpainting Node](/images/built-in-nodes/api_nodes/recraft/recraft-image-inpainting.jpg)
     | ^

Comfy-Org__docs: installation/desktop/macos.mdx:111:3: warning[missing-file]: /images/desktop/mac-comfyui-desktop-6.png is not in the docs folder
 111 |   ![ComfyUI Installation Steps - Desktop Settings](/images/desktop/mac-comfyui-desktop-6.png)
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/openai/dall-e-2.mdx:88:1: warning[missing-file]: /images/tutorial/api_nodes/openai/openai-dall-e-2/inpainting.jpg is not in the docs folder
  88 | ![ComfyUI openai-dall-e-2 workflow example](/images/tutorial/api_nodes/openai/openai-dall-e-2/inpainting.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/inpaint.mdx:35:1: warning[missing-file]: /images/tutorial/basic/inpaint/input.png is not in the docs folder
  35 | ![ComfyUI Inpainting Input Image](/images/tutorial/basic/inpaint/input.png)
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:39:3: warning[missing-file]: /images/interface/setting/lite-graph/snap-to-grid.mp4 is not in the docs folder
  39 |   <source src="/images/interface/setting/lite-graph/snap-to-grid.mp4" type="video/mp4" />
     |   ^

Comfy-Org__docs: troubleshooting/overview.mdx:403:1: warning[missing-file]: /images/troubleshooting/menu-about.jpg is not in the docs folder
 403 | ![About page in settings](/images/troubleshooting/menu-about.jpg)
     | ^

Comfy-Org__docs: installation/install_custom_node.mdx:102:5: warning[missing-file]: /images/installation/custom_nodes/install-custom-nodes-by-zip.jpg is not in the docs folder
 102 |     ![Click Code → Download ZIP on GitHub](/images/installation/custom_nodes/install-custom-nodes-by-zip.jpg)
     |     ^

Comfy-Org__docs: built-in-nodes/partner-node/video/pixverse/pixverse-text-to-video.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/pixverse/pixverse-text-to-video.jpg is not in the docs folder
   8 | ![ComfyUI Built-in PixVerse Text to Video Node](/images/built-in-nodes/api_nodes/pixverse/pixverse-text-to-video.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/runway/video-generation.mdx:105:1: warning[missing-file]: /images/tutorial/api_nodes/runway/runway_first_last_frame_step_guide.jpg is not in the docs folder
 105 | ![ComfyUI Runway gen4 turbo image to video Step Guide](/images/tutorial/api_nodes/runway/runway_first_last_frame_step_gu…
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:118:3: warning[missing-file]: /images/interface/setting/lite-graph/link-release-contenxt-menu.mp4 is not in the docs folder
 118 |   <source src="/images/interface/setting/lite-graph/link-release-contenxt-menu.mp4" type="video/mp4" />
     |   ^

Comfy-Org__docs: tutorials/partner-nodes/bytedance/seedance-2-0-real-human.mdx:57:1: warning[missing-file]: /images/tutorial/api_nodes/bytedance/seedance2_0/workflow_2.png is not in the docs folder
  57 | ![Workflow run returns a verification link to open in browser](/images/tutorial/api_nodes/bytedance/seedance2_0/workflow…
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-audio.mdx:26:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/api_stability_ai_text_to_audio.jpg is not in the docs folder
  26 | ![workflow](/images/tutorial/api_nodes/stability_ai/api_stability_ai_text_to_audio.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-uso.mdx:85:1: warning[missing-file]: /images/tutorial/flux/flux1_uso_reference_image_gen.jpg is not in the docs folder
  85 | ![Workflow instructions](/images/tutorial/flux/flux1_uso_reference_image_gen.jpg)
     | ^

Comfy-Org__docs: interface/settings/3d.mdx:56:1: warning[missing-file]: /images/interface/setting/3d/background_color.jpg is not in the docs folder
  56 | ![Initial Background Color vs Modified](/images/interface/setting/3d/background_color.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:41:1: warning[missing-file]: /images/concepts/node/inpaint.jpg is not in the docs folder
  41 | ![ComfyUI Node Links](/images/concepts/node/inpaint.jpg)
     | ^

Comfy-Org__docs: cloud/import-models.mdx:102:1: warning[missing-file]: /images/cloud/import_model/setting_secerts-2.png is not in the docs folder
 102 | ![Add Secret Key](/images/cloud/import_model/setting_secerts-2.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/black-forest-labs/flux-1-1-pro-ultra-image.mdx:63:1: warning[missing-file]: /images/tutorial/api_nodes/bfl/flux_1_1_pro_i2i_step_guide.jpg is not in the docs folder
  63 | ![Workflow Steps](/images/tutorial/api_nodes/bfl/flux_1_1_pro_i2i_step_guide.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/stability-ai/stable-image-ultra.mdx:56:1: warning[missing-file]: /images/tutorial/api_nodes/stability_ai/stable_image_ultra_i2i_step_guide.jpg is not in the docs folder
  56 | ![Stability Stable Image Ultra Image-to-Image Step Guide](/images/tutorial/api_nodes/stability_ai/stable_image_ultra_i2i…
     | ^

Comfy-Org__docs: support/payment/editing-payment-information.mdx:26:1: warning[missing-file]: /images/support/payment/billing-3-update-ingformation.png is not in the docs folder
  26 | ![Stripe billing information form ready for updates](/images/support/payment/billing-3-update-ingformation.png)
     | ^

Comfy-Org__docs: built-in-nodes/Preview3DAnimation.mdx:38:1: warning[missing-file]: /images/built-in-nodes/Preview3DAnimation/preview3d_canvas.jpg is not in the docs folder
  38 | ![Load 3D Node UI](/images/built-in-nodes/Preview3DAnimation/preview3d_canvas.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2-2-animate.mdx:121:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_14b_animate.jpg is not in the docs folder
 121 | ![Workflow Instructions](/images/tutorial/video/wan/wan2_2/wan_2.2_14b_animate.jpg)
     | ^

Comfy-Org__docs: manager/legacy-ui.mdx:36:7: warning[missing-file]: /images/installation/custom_nodes/install-custom-nodes-by-manager-7.jpg is not in the docs folder
  36 |       ![Restart ComfyUI and refresh browser after installation](/images/installation/custom_nodes/install-custom-nodes-b…
     |       ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:127:1: warning[missing-file]: /images/concepts/node/never_vs_bypass.jpg is not in the docs folder
 127 | ![Never vs Bypass Mode](/images/concepts/node/never_vs_bypass.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/moonvalley/moonvalley-video-generation.mdx:121:1: warning[missing-file]: /images/tutorial/api_nodes/moonvalley/api_moonvalley_video_to_video.jpg is not in the docs folder
 121 | ![Video-to-Video Workflow](/images/tutorial/api_nodes/moonvalley/api_moonvalley_video_to_video.jpg)
     | ^

Comfy-Org__docs: interface/settings/comfy.mdx:55:9: warning[missing-file]: /images/interface/setting/comfy/UseNewMenu_top.jpg is not in the docs folder
  55 |         ![Top Menu](/images/interface/setting/comfy/UseNewMenu_top.jpg)
     |         ^

Comfy-Org__docs: development/core-concepts/workflow.mdx:23:1: warning[missing-file]: /images/simple_workflow.jpg is not in the docs folder
  23 | ![simple workflow](/images/simple_workflow.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:148:1: warning[missing-file]: /images/interface/app_mode/app_mode_13.png is not in the docs folder
 148 | ![Share dialog with Create a link button](/images/interface/app_mode/app_mode_13.png)
     | ^

PrefectHQ__fastmcp: servers/auth/oauth-proxy.mdx:792:1: warning[missing-file]: /assets/images/oauth-proxy-consent-screen.png is not in the docs folder
 792 | ![](/assets/images/oauth-proxy-consent-screen.png)
     | ^

Comfy-Org__docs: account/login.mdx:87:5: warning[missing-file]: /images/interface/setting/user/user-login-api-key-6.jpg is not in the docs folder
  87 |     ![Log Out](/images/interface/setting/user/user-login-api-key-6.jpg)
     |     ^

Comfy-Org__docs: tutorials/partner-nodes/openai/dall-e-2.mdx:69:1: warning[missing-file]: /images/tutorial/api_nodes/openai/openai-dall-e-2/text2image.jpg is not in the docs folder
  69 | ![ComfyUI openai-dall-e-2 workflow example](/images/tutorial/api_nodes/openai/openai-dall-e-2/text2image.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:110:1: warning[missing-file]: /images/interface/app_mode/app_mode_9.png is not in the docs folder
 110 | ![Running state with cancel option and results panel](/images/interface/app_mode/app_mode_9.png)
     | ^

Comfy-Org__docs: development/core-concepts/custom-nodes.mdx:179:1: warning[missing-file]: /images/concepts/custom_nodes/terminal.jpg is not in the docs folder
 179 | ![Terminal](/images/concepts/custom_nodes/terminal.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/moonvalley/moonvalley-video-generation.mdx:55:1: warning[missing-file]: /images/tutorial/api_nodes/moonvalley/api_moonvalley_text_to_video.jpg is not in the docs folder
  55 | ![Text-to-Video Workflow](/images/tutorial/api_nodes/moonvalley/api_moonvalley_text_to_video.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:83:1: warning[missing-file]: /images/interface/app_mode/app_mode_6.png is not in the docs folder
  83 | ![Set default view step with App/Node Graph options](/images/interface/app_mode/app_mode_6.png)
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:245:3: warning[missing-file]: /img/qstash-workflow/qstash_signing_keys.png is not in the docs folder
 245 |   <img src="/img/qstash-workflow/qstash_signing_keys.png" />
     |   ^

Comfy-Org__docs: manager/legacy-ui.mdx:18:5: warning[missing-file]: /images/manager/manager_entry.jpg is not in the docs folder
  18 |     ![Manager entry](/images/manager/manager_entry.jpg)
     |     ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:85:1: warning[missing-file]: /images/concepts/node/badge.jpg is not in the docs folder
  85 | ![Node Badges](/images/concepts/node/badge.jpg)
     | ^

Comfy-Org__docs: account/login.mdx:71:5: warning[missing-file]: /images/interface/setting/user/user-api-logged.jpg is not in the docs folder
  71 |     ![Logged In](/images/interface/setting/user/user-api-logged.jpg)
     |     ^

Comfy-Org__docs: interface/settings/about.mdx:14:1: warning[missing-file]: /images/interface/setting/settings-about.jpg is not in the docs folder
  14 | ![about](/images/interface/setting/settings-about.jpg)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/black-forest-labs/flux-1-kontext.mdx:73:1: warning[missing-file]: /images/tutorial/api_nodes/bfl/flux_1_kontext_pro_image_step_guide.jpg is not in the docs folder
  73 | ![ComfyUI Flux.1 Kontext Pro Image Partner Nodes Workflow Steps](/images/tutorial/api_nodes/bfl/flux_1_kontext_pro_image…
     | ^

Comfy-Org__docs: interface/settings/lite-graph.mdx:86:1: warning[missing-file]: /images/interface/setting/lite-graph/link-render-mode.jpg is not in the docs folder
  86 | ![Link Render Mode](/images/interface/setting/lite-graph/link-render-mode.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan2_2.mdx:278:1: warning[missing-file]: /images/tutorial/video/wan/wan2_2/wan_2.2_14b_flf2v.jpg is not in the docs folder
 278 | ![Step Diagram](/images/tutorial/video/wan/wan2_2/wan_2.2_14b_flf2v.jpg)
     | ^

Comfy-Org__docs: tutorials/image/qwen/qwen-image.mdx:250:1: warning[missing-file]: /images/tutorial/image/qwen/controlnet_input_types.jpg is not in the docs folder
 250 | ![Input Type Diagram](/images/tutorial/image/qwen/controlnet_input_types.jpg)
     | ^

Comfy-Org__docs: tutorials/video/wan/fun-camera.mdx:91:1: warning[missing-file]: /images/tutorial/video/wan/wan2-1-fun-camera-1-3b-step-guide.jpg is not in the docs folder
  91 | ![Wan2.1 Fun Camera Workflow Steps](/images/tutorial/video/wan/wan2-1-fun-camera-1-3b-step-guide.jpg)
     | ^

Comfy-Org__docs: interface/features/template.mdx:15:1: warning[missing-file]: /images/interface/features/template/template_library.png is not in the docs folder
  15 | ![Template](/images/interface/features/template/template_library.png)
     | ^

Comfy-Org__docs: tutorials/video/wan/wan-video.mdx:22:1: warning[unknown-component]: <UpdateReminder> is not a component Folio knows
  22 | <UpdateReminder/>
     | ^
     = hint: import it from a snippet, or check the spelling

Comfy-Org__docs: development/core-concepts/nodes.mdx:26:1: warning[missing-file]: /images/concepts/node/status.jpg is not in the docs folder
  26 | ![Node States](/images/concepts/node/status.jpg)
     | ^

Comfy-Org__docs: interface/features/template.mdx:32:1: warning[missing-file]: /images/interface/features/template/missing_models.jpg is not in the docs folder
  32 | ![Missing Models](/images/interface/features/template/missing_models.jpg)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:76:3: warning[missing-file]: /images/desktop/win-comfyui-desktop-3.jpg is not in the docs folder
  76 |   ![ComfyUI Installation Steps - Installation Location](/images/desktop/win-comfyui-desktop-3.jpg)
     |   ^

mintlify__docs: editor/index.mdx:33:3: warning[missing-file]: /images/editor/editor-layout-light.png is not in the docs folder
  33 |   <img src="/images/editor/editor-layout-light.png" alt="Screenshot of the editor showing the branch selector, ask agent…
     |   ^

Comfy-Org__docs: tutorials/flux/flux-1-controlnet.mdx:86:1: warning[missing-file]: /images/tutorial/flux/flow_diagram_flux_1_canny_dev.jpg is not in the docs folder
  86 | ![ComfyUI Flux.1 Canny Controlnet Step Process](/images/tutorial/flux/flow_diagram_flux_1_canny_dev.jpg)
     | ^

Comfy-Org__docs: interface/features/subgraph.mdx:98:1: warning[missing-file]: /images/interface/features/subgraph/parameters_panel_edit.jpg is not in the docs folder
  98 | ![Open Parameters Panel](/images/interface/features/subgraph/parameters_panel_edit.jpg)
     | ^

Comfy-Org__docs: tutorials/flux/flux-1-text-to-image.mdx:7:1: warning[missing-file]: /images/tutorial/flux/flux_example.png is not in the docs folder
   7 | ![Flux](/images/tutorial/flux/flux_example.png)
     | ^

Comfy-Org__docs: tutorials/controlnet/controlnet.mdx:93:1: warning[missing-file]: /images/tutorial/controlnet/flow_diagram_scribble.png is not in the docs folder
  93 | ![ComfyUI Workflow - ControlNet Flow Diagram](/images/tutorial/controlnet/flow_diagram_scribble.png)
     | ^

Comfy-Org__docs: tutorials/partner-nodes/luma/luma-image-to-image.mdx:43:1: warning[missing-file]: /images/tutorial/api_nodes/luma/luma_i2i_step_guide.jpg is not in the docs folder
  43 | ![Luma Image to Image Workflow Steps](/images/tutorial/api_nodes/luma/luma_i2i_step_guide.jpg)
     | ^

Comfy-Org__docs: interface/app-mode.mdx:65:1: warning[missing-file]: /images/interface/app_mode/app_mode_4.png is not in the docs folder
  65 | ![Selecting output nodes with right-panel preview](/images/interface/app_mode/app_mode_4.png)
     | ^

Comfy-Org__docs: installation/desktop/windows.mdx:133:1: warning[missing-file]: /images/desktop/win-uninstall-comfyui.jpg is not in the docs folder
 133 | ![ComfyUI Desktop Uninstallation](/images/desktop/win-uninstall-comfyui.jpg)
     | ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_indexed.mdx:34:5: warning[missing-file]: /assets/admins/connectors/slack/SlackApp.png is not in the docs folder
  34 |     <img className="rounded-image" src="/assets/admins/connectors/slack/SlackApp.png" alt="Slack app creation flow with …
     |     ^

upstash__docs: workflow/quickstarts/vercel-nextjs.mdx:190:3: warning[missing-file]: /img/qstash-workflow/run-view.png is not in the docs folder
 190 |   <img src="/img/qstash-workflow/run-view.png" alt="Debug a workflow run on UI" />
     |   ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:267:1: warning[missing-file]: /img/qstash/aws/create_url.png is not in the docs folder
 267 | <img src="/img/qstash/aws/create_url.png" />
     | ^

Comfy-Org__docs: zh/tutorials/partner-nodes/overview.mdx:57:1: warning[missing-file]: /images/zh/interface/setting/user/user-login-api-1.jpg is not in the docs folder
  57 | ![选择 Comfy API Key 登录](/images/zh/interface/setting/user/user-login-api-1.jpg)
     | ^

PrefectHQ__fastmcp: apps/quickstart.mdx:98:3: warning[missing-file]: /apps/images/app-quickstart-dev-2.png is not in the docs folder
  98 |   <img src="/apps/images/app-quickstart-dev-2.png" alt="The team directory rendered in the fastmcp dev apps preview, sho…
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/protocol-eras.mdx:229:3: warning[missing-file]: /images/inspector/network-modern-headers.png is not in the docs folder
 229 |   <img src="/images/inspector/network-modern-headers.png" />
     |   ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:36:5: warning[missing-file]: /assets/admins/discord_bot/discord_private_channel_config.png is not in the docs folder
  36 |     <img className="rounded-image" src="/assets/admins/discord_bot/discord_private_channel_config.png" alt="Allow OnyxBo…
     |     ^

upstash__docs: qstash/howto/multi-region.mdx:37:1: warning[missing-file]: /img/qstash/local-mode-qstash.png is not in the docs folder
  37 | <img src="/img/qstash/local-mode-qstash.png" />
     | ^

upstash__docs: qstash/overall/getstarted.mdx:110:3: warning[missing-file]: /img/qstash/reqcatcher.png is not in the docs folder
 110 |   <img src="/img/qstash/reqcatcher.png" />
     |   ^

onyx-dot-app__documentation: overview/onyx_anywhere/chrome_extension.mdx:15:1: warning[missing-file]: /assets/overview/onyx_anywhere/onyx_chrome_extension.png is not in the docs folder
  15 | <img
     | ^

upstash__docs: workflow/quickstarts/nextjs-fastapi.mdx:115:3: warning[missing-file]: /img/workflow/quickstarts/nextjs-fastapi/workflow-nextjs-fastapi.png is not in the docs folder
 115 |   <img src="/img/workflow/quickstarts/nextjs-fastapi/workflow-nextjs-fastapi.png" />
     |   ^

spree__spree: developer/admin/extending-ui.mdx:282:7: warning[missing-file]: /images/developer/admin/order_page_header_partials.png is not in the docs folder
 282 |       <img src="/images/developer/admin/order_page_header_partials.png" />
     |       ^

upstash__docs: workflow/howto/local-development/development-server.mdx:74:9: warning[missing-file]: /img/workflow/local-mode-workflow.png is not in the docs folder
  74 |         <img src="/img/workflow/local-mode-workflow.png" />
     |         ^

Comfy-Org__docs: interface/user.mdx:65:1: warning[missing-file]: /images/interface/setting/menu-user-logged.jpg is not in the docs folder
  65 | ![menu-user-logged](/images/interface/setting/menu-user-logged.jpg)
     | ^

onyx-dot-app__documentation: admins/connectors/official/gmail/oauth.mdx:61:5: warning[missing-file]: /assets/admins/connectors/google_drive/GoogleDriveCredential.png is not in the docs folder
  61 |     <img className="rounded-image" src="/assets/admins/connectors/google_drive/GoogleDriveCredential.png" alt="Creating …
     |     ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:95:1: warning[missing-file]: /images/concepts/node/badge_setting.jpg is not in the docs folder
  95 | ![Badge Settings](/images/concepts/node/badge_setting.jpg)
     | ^

PrefectHQ__fastmcp: deployment/prefect-horizon.mdx:112:1: warning[missing-file]: /assets/images/horizon/deployment-live.png is not in the docs folder
 112 | <img src="/assets/images/horizon/deployment-live.png" alt="Horizon deployment view showing live server" />
     | ^

novuhq__docs: getting-started/how-novu-works.mdx:406:2: warning[unknown-icon]: there is no icon "message-sms"
 406 |  <Accordion title="SMS" icon="message-sms">
     |  ^
     = hint: see the icon names of the fontawesome library

PrefectHQ__fastmcp: getting-started/welcome.mdx:80:3: warning[unknown-icon]: there is no icon "rocket-launch"
  80 |   <Card title="Build your first server" icon="rocket-launch" href="/getting-started/quickstart">
     |   ^
     = hint: see the icon names of the fontawesome library

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-basic.mdx:140:337: warning[unknown-icon]: there is no icon "circle-3"
 140 | …he configurations menu, and then click the 'Add new secret' <Icon icon="circle-3" iconType="solid" size={20} color="A8FF…
     |                                                              ^
     = hint: see the icon names of the fontawesome library

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/authorization.mdx:48:3: warning[missing-file]: /images/inspector/auth-connection-info.png is not in the docs folder
  48 |   <img src="/images/inspector/auth-connection-info.png" />
     |   ^

PrefectHQ__fastmcp: getting-started/welcome.mdx:17:1: warning[missing-file]: /assets/brand/f-watercolor-waves-4-dark-animated.mp4 is not in the docs folder
  17 | <video
     | ^

Comfy-Org__docs: troubleshooting/custom-node-issues.mdx:30:1: warning[missing-file]: /images/troubleshooting/desktop-diable-custom-node.jpg is not in the docs folder
  30 | ![Settings menu - Disable custom nodes](/images/troubleshooting/desktop-diable-custom-node.jpg)
     | ^

Comfy-Org__docs: development/core-concepts/dependencies.mdx:140:1: warning[missing-file]: /images/concepts/core-concepts_dependecies_custom-nodes-manager.png is not in the docs folder
 140 | ![ComfyUI Custom Nodes Manager](/images/concepts/core-concepts_dependecies_custom-nodes-manager.png)
     | ^

spree__spree: developer/getting-started/quickstart.mdx:38:3: warning[missing-file]: /images/spree_admin_dashboard.png is not in the docs folder
  38 |   <img src="/images/spree_admin_dashboard.png" />
     |   ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:63:5: warning[missing-file]: /assets/admins/discord_bot/configured_discord_server.png is not in the docs folder
  63 |     <img className="rounded-image" src="/assets/admins/discord_bot/configured_discord_server.png" alt="OnyxBot registere…
     |     ^

PrefectHQ__fastmcp: getting-started/welcome.mdx:9:1: warning[missing-file]: /assets/brand/f-watercolor-waves-4-animated.mp4 is not in the docs folder
   9 | <video
     | ^

PrefectHQ__fastmcp: apps/examples.mdx:27:5: warning[missing-file]: /apps/images/app-example-map.png is not in the docs folder
  27 |     <img src="/apps/images/app-example-map.png" />
     |     ^

spree__spree: use-case/marketplace/capabilities.mdx:45:1: warning[missing-file]: /docs/images/use-cases/multi-vendor/customer.png is not in the docs folder
  45 | ![](/docs/images/use-cases/multi-vendor/customer.png)
     | ^

Comfy-Org__docs: built-in-nodes/partner-node/image/openai/openai-gpt-image1.mdx:8:1: warning[missing-file]: /images/built-in-nodes/api_nodes/openai/openai-gpt-image-1.jpg is not in the docs folder
   8 | ![ComfyUI Native OpenAI GPT Image 1 Node](/images/built-in-nodes/api_nodes/openai/openai-gpt-image-1.jpg)
     | ^

onyx-dot-app__documentation: admins/connectors/official/clickup.mdx:43:5: warning[missing-file]: /assets/admins/connectors/clickup/ClickupToken.png is not in the docs folder
  43 |     <img className="rounded-image" src="/assets/admins/connectors/clickup/ClickupToken.png" alt="Clickup token generatio…
     |     ^

Comfy-Org__docs: troubleshooting/custom-node-issues.mdx:155:4: warning[missing-file]: /images/troubleshooting/disable_3rd_party.jpg is not in the docs folder
 155 |    ![Disable all plugin frontend extensions](/images/troubleshooting/disable_3rd_party.jpg)
     |    ^

novuhq__docs: inbox/react/get-started.mdx:123:7: warning[missing-file]: /images/inbox/component.png is not in the docs folder
 123 |       <img src="/images/inbox/component.png" />
     |       ^

upstash__docs: qstash/overall/getstarted.mdx:127:3: warning[unknown-icon]: there is no icon "share-all"
 127 |   <Card title="Background Jobs" icon="share-all" href="/qstash/features/background-jobs">
     |   ^
     = hint: see the icon names of the fontawesome library

Comfy-Org__docs: built-in-nodes/Load3DAnimation.mdx:57:1: warning[missing-file]: /images/built-in-nodes/Load3DAnimation/load3d_ui.jpg is not in the docs folder
  57 | ![Load 3D Node UI](/images/built-in-nodes/Load3DAnimation/load3d_ui.jpg)
     | ^

upstash__docs: qstash/howto/readonly-token.mdx:11:3: warning[missing-file]: /img/qstash/readonly-token.png is not in the docs folder
  11 |   <img src="/img/qstash/readonly-token.png" />
     |   ^

PrefectHQ__fastmcp: deployment/prefect-horizon.mdx:92:1: warning[missing-file]: /assets/images/horizon/select-repo.png is not in the docs folder
  92 | <img src="/assets/images/horizon/select-repo.png" alt="Horizon repository selection" />
     | ^

upstash__docs: workflow/quickstarts/vercel-nextjs.mdx:65:3: warning[missing-file]: /img/qstash-workflow/local-dev.png is not in the docs folder
  65 |   <img src="/img/qstash-workflow/local-dev.png" alt="Enable local mode on dashboard" />
     |   ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:306:1: warning[missing-file]: /img/qstash/aws/upload.png is not in the docs folder
 306 | <img src="/img/qstash/aws/upload.png" />
     | ^

Comfy-Org__docs: tutorials/basic/upscale.mdx:41:1: warning[missing-file]: /images/tutorial/basic/upscale/upscale_OpenModelDB_download.jpg is not in the docs folder
  41 | ![OpenModelDB_download](/images/tutorial/basic/upscale/upscale_OpenModelDB_download.jpg)
     | ^

PrefectHQ__fastmcp: deployment/prefect-horizon.mdx:134:1: warning[missing-file]: /assets/images/horizon/chat.png is not in the docs folder
 134 | <img src="/assets/images/horizon/chat.png" alt="Horizon ChatMCP interface" />
     | ^

upstash__docs: qstash/integrations/datadog.mdx:53:1: warning[missing-file]: /img/datadog/upstash-qstash-dashboard.png is not in the docs folder
  53 | ![upstash-dashboard.png](/img/datadog/upstash-qstash-dashboard.png)
     | ^

onyx-dot-app__documentation: overview/core_features/actions.mdx:23:1: warning[missing-file]: /assets/overview/core_features/mcp.png is not in the docs folder
  23 | <img className="rounded-image" src="/assets/overview/core_features/mcp.png" alt="MCP Config"/>
     | ^

PrefectHQ__fastmcp: deployment/prefect-horizon.mdx:98:1: warning[missing-file]: /assets/images/horizon/configure-server.png is not in the docs folder
  98 | <img src="/assets/images/horizon/configure-server.png" alt="Horizon server configuration" />
     | ^

getlago__lago-doc: integrations/taxes/anrok.mdx:116:3: warning[missing-file]: /integrations/images/anrok-failed-invoice.png is not in the docs folder
 116 |   <img src="/integrations/images/anrok-failed-invoice.png" />
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/protocol-eras.mdx:32:3: warning[missing-file]: /images/inspector/settings-protocol-era.png is not in the docs folder
  32 |   <img src="/images/inspector/settings-protocol-era.png" />
     |   ^

upstash__docs: qstash/overall/getstarted.mdx:119:3: warning[missing-file]: /img/qstash/log.png is not in the docs folder
 119 |   <img src="/img/qstash/log.png" />
     |   ^

Comfy-Org__docs: interface/overview.mdx:76:1: warning[missing-file]: /images/interface/overview/comfyui-old-menu.png is not in the docs folder
  76 | ![ComfyUI Old Menu](/images/interface/overview/comfyui-old-menu.png)
     | ^

spree__spree: use-case/marketplace/capabilities.mdx:12:1: warning[missing-file]: /docs/images/use-cases/multi-vendor/admin.png is not in the docs folder
  12 | ![](/docs/images/use-cases/multi-vendor/admin.png)
     | ^

Comfy-Org__docs: interface/credits.mdx:47:1: warning[missing-file]: /images/interface/setting/buy.jpg is not in the docs folder
  47 | ![Set Purchase Amount](/images/interface/setting/buy.jpg)
     | ^

PrefectHQ__fastmcp: python-sdk/fastmcp-server-server.mdx:566:51: warning[mdx-undefined]: param is not defined, so the expression shows nothing
 566 | If the URI contains parameters (e.g. "resource://{param}") or the function
     |                                                   ^
     = hint: define it with export const, import it, or write \{ for a literal brace

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/web.mdx:144:3: warning[missing-file]: /images/inspector/web-protocol.png is not in the docs folder
 144 |   <img src="/images/inspector/web-protocol.png" />
     |   ^

Comfy-Org__docs: interface/credits.mdx:64:1: warning[missing-file]: /images/interface/setting/purchase-2.jpg is not in the docs folder
  64 | ![Payment Successful](/images/interface/setting/purchase-2.jpg)
     | ^

PrefectHQ__fastmcp: python-sdk/fastmcp-utilities-components.mdx:58:24: warning[mdx-undefined]: identifier is not defined, so the expression shows nothing
  58 | Format: "{key_prefix}:{identifier}@{version}" or "{key_prefix}:{identifier}@"
     |                        ^
     = hint: define it with export const, import it, or write \{ for a literal brace

PrefectHQ__fastmcp: apps/examples.mdx:17:7: warning[missing-file]: /apps/images/app-example-sales-dashboard.png is not in the docs folder
  17 |       <img src="/apps/images/app-example-sales-dashboard.png" />
     |       ^

PrefectHQ__fastmcp: deployment/prefect-horizon.mdx:142:1: warning[missing-file]: /assets/images/horizon/agent-detail.png is not in the docs folder
 142 | <img src="/assets/images/horizon/agent-detail.png" alt="Horizon Agent configuration" />
     | ^

Comfy-Org__docs: interface/credits.mdx:14:1: warning[missing-file]: /images/interface/setting/menu-credits.jpg is not in the docs folder
  14 | ![ComfyUI Credits Interface](/images/interface/setting/menu-credits.jpg)
     | ^

upstash__docs: vector/integrations/langflow.mdx:9:5: warning[missing-file]: /img/vector/integrations/langflow/final-workflow.png is not in the docs folder
   9 |     <img src="/img/vector/integrations/langflow/final-workflow.png" />
     |     ^

getlago__lago-doc: integrations/taxes/anrok.mdx:142:3: warning[missing-file]: /integrations/images/anrok-sync-all-invoices.png is not in the docs folder
 142 |   <img src="/integrations/images/anrok-sync-all-invoices.png" />
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/protocol-eras.mdx:233:3: warning[missing-file]: /images/inspector/protocol-modern-error.png is not in the docs folder
 233 |   <img src="/images/inspector/protocol-modern-error.png" />
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/web.mdx:90:3: warning[missing-file]: /images/inspector/web-server-settings.png is not in the docs folder
  90 |   <img src="/images/inspector/web-server-settings.png" />
     |   ^

onyx-dot-app__documentation: deployment/authentication/oidc.mdx:24:5: warning[missing-file]: /assets/deployment/oidc_create_integration.png is not in the docs folder
  24 |     <img className="rounded-image" src="/assets/deployment/oidc_create_integration.png" alt="Okta Create Integration Pag…
     |     ^

Comfy-Org__docs: development/core-concepts/nodes.mdx:106:1: warning[missing-file]: /images/concepts/node/context_menus_1.jpg is not in the docs folder
 106 | ![Node Context Menu](/images/concepts/node/context_menus_1.jpg)
     | ^

PrefectHQ__fastmcp: python-sdk/fastmcp-server-server.mdx:810:67: warning[mdx-undefined]: id is not defined, so the expression shows nothing
 810 |   Example: If server has a template with URI "weather://location/{id}", it will be available
     |                                                                   ^
     = hint: define it with export const, import it, or write \{ for a literal brace

Comfy-Org__docs: zh/interface/credits.mdx:14:1: warning[missing-file]: /images/zh/interface/setting/menu-credits.jpg is not in the docs folder
  14 | ![ComfyUI 积分界面](/images/zh/interface/setting/menu-credits.jpg)
     | ^

PrefectHQ__fastmcp: apps/examples.mdx:24:5: warning[missing-file]: /apps/images/app-example-quiz.png is not in the docs folder
  24 |     <img src="/apps/images/app-example-quiz.png" />
     |     ^

Comfy-Org__docs: interface/user.mdx:51:1: warning[missing-file]: /images/interface/setting/user-login.jpg is not in the docs folder
  51 | ![user-login](/images/interface/setting/user-login.jpg)
     | ^

Comfy-Org__docs: tutorials/basic/lora.mdx:34:1: warning[missing-file]: /images/tutorial/basic/lora/lora.png is not in the docs folder
  34 | ![ComfyUI Workflow - LoRA](/images/tutorial/basic/lora/lora.png)
     | ^

upstash__docs: qstash/integrations/prometheus.mdx:57:1: warning[missing-file]: /img/prometheus/grafana-qstash-dashboard.png is not in the docs folder
  57 | ![grafana-dashboard.png](/img/prometheus/grafana-qstash-dashboard.png)
     | ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/web.mdx:54:3: warning[missing-file]: /images/inspector/web-tab-bar.png is not in the docs folder
  54 |   <img src="/images/inspector/web-tab-bar.png" />
     |   ^

Comfy-Org__docs: built-in-nodes/Load3DAnimation.mdx:44:1: warning[missing-file]: /images/built-in-nodes/Load3DAnimation/load3d_outputs.webp is not in the docs folder
  44 | ![View Operation Demo](/images/built-in-nodes/Load3DAnimation/load3d_outputs.webp)
     | ^

upstash__docs: common/account/teams.mdx:8:3: warning[missing-file]: /img/teams/team-member.png is not in the docs folder
   8 |   <img src="/img/teams/team-member.png" />
     |   ^

PrefectHQ__fastmcp: deployment/prefect-horizon.mdx:151:1: warning[missing-file]: /assets/images/horizon/agent-chat.png is not in the docs folder
 151 | <img src="/assets/images/horizon/agent-chat.png" alt="Chatting with a Horizon Agent" />
     | ^

Comfy-Org__docs: account/login.mdx:65:5: warning[missing-file]: /images/interface/setting/user/user-login-api-2.jpg is not in the docs folder
  65 |     ![Enter API Key](/images/interface/setting/user/user-login-api-2.jpg)
     |     ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:82:5: warning[missing-file]: /assets/admins/discord_bot/discord_channel_configs.png is not in the docs folder
  82 |     <img className="rounded-image" src="/assets/admins/discord_bot/discord_channel_configs.png" alt="Configure Channel B…
     |     ^

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-basic.mdx:142:26: warning[unknown-icon]: there is no icon "circle-4"
 142 | Add `TRIGGER_SECRET_KEY` <Icon icon="circle-4" iconType="solid" size={20} color="A8FF53" /> with the pasted value of you…
     |                          ^
     = hint: see the icon names of the fontawesome library

upstash__docs: workflow/features/failureFunction/reliability.mdx:20:3: warning[missing-file]: /img/workflow/retry_failure_callback.png is not in the docs folder
  20 |   <img src="/img/workflow/retry_failure_callback.png" />
     |   ^

PrefectHQ__fastmcp: apps/generative.mdx:13:1: warning[missing-file]: /apps/images/generative-ui.mp4 is not in the docs folder
  13 | <video src="/apps/images/generative-ui.mp4" autoPlay loop muted playsInline style={{width:"100%", borderRadius:"8px", ma…
     | ^

onyx-dot-app__documentation: welcome.mdx:13:1: warning[missing-file]: /assets/overview/core_features/chat_ui.png is not in the docs folder
  13 | <img className="rounded-image" src="/assets/overview/core_features/chat_ui.png" alt="Onyx Chat Interface"/>
     | ^

PrefectHQ__fastmcp: apps/examples.mdx:42:5: warning[missing-file]: /apps/images/app-showcase.png is not in the docs folder
  42 |     <img src="/apps/images/app-showcase.png" />
     |     ^

spree__spree: use-case/marketplace/capabilities.mdx:32:1: warning[missing-file]: /docs/images/use-cases/multi-vendor/vendor.png is not in the docs folder
  32 | ![](/docs/images/use-cases/multi-vendor/vendor.png)
     | ^

getlago__lago-doc: guide/plans/charges/usage-based-charges.mdx:60:3: warning[missing-file]: /guide/plans/images/charges-delete-e8b82428bc7fe73f40f419fb6ee88dab.png is not in the docs folder
  60 |   <img src="/guide/plans/images/charges-delete-e8b82428bc7fe73f40f419fb6ee88dab.png"/>
     |   ^

modelcontextprotocol__modelcontextprotocol: docs/2026-07-28/tools/inspector/recipes.mdx:56:3: warning[missing-file]: /images/inspector/import-config.png is not in the docs folder
  56 |   <img src="/images/inspector/import-config.png" />
     |   ^

PrefectHQ__fastmcp: python-sdk/fastmcp-utilities-components.mdx:58:11: warning[mdx-undefined]: key_prefix is not defined, so the expression shows nothing
  58 | Format: "{key_prefix}:{identifier}@{version}" or "{key_prefix}:{identifier}@"
     |           ^
     = hint: define it with export const, import it, or write \{ for a literal brace

PrefectHQ__fastmcp: apps/examples.mdx:21:5: warning[missing-file]: /apps/images/app-example-system-dashboard.png is not in the docs folder
  21 |     <img src="/apps/images/app-example-system-dashboard.png" />
     |     ^

upstash__docs: qstash/integrations/prometheus.mdx:21:1: warning[missing-file]: /img/prometheus/configuration-qstash.png is not in the docs folder
  21 | ![configuration.png](/img/prometheus/configuration-qstash.png)
     | ^

triggerdotdev__trigger.dev: deployment/overview.mdx:162:1: warning[missing-file]: /deployment/promote-button.png is not in the docs folder
 162 | ![Trigger.dev dashboard showing the promote button](/deployment/promote-button.png)
     | ^

upstash__docs: vector/overall/getstarted.mdx:20:3: warning[missing-file]: /img/vector/getstarted/create_index.png is not in the docs folder
  20 |   <img src="/img/vector/getstarted/create_index.png" />
     |   ^

spree__spree: user/manage-products/translations.mdx:43:1: warning[missing-file]: /docs/images/user/products/translations/5-export-modal.png is not in the docs folder
  43 | ![The export confirmation modal for translations](/docs/images/user/products/translations/5-export-modal.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:57:1: warning[missing-file]: /docs/images/user/products/taxonomies/4.taxon-type.png is not in the docs folder
  57 | ![](/docs/images/user/products/taxonomies/4.taxon-type.png)
     | ^

spree__spree: user/orders/editing-orders.mdx:59:1: warning[missing-file]: /docs/images/user/orders/editing-orders/6-change-addresses.png is not in the docs folder
  59 | ![Changing the shipping address of an order in Spree Commerce](/docs/images/user/orders/editing-orders/6-change-addresse…
     | ^

onyx-dot-app__documentation: admins/connectors/official/github.mdx:151:9: warning[missing-file]: /assets/admins/connectors/github/Permissions.png is not in the docs folder
 151 |         <img className="rounded-image" src="/assets/admins/connectors/github/Permissions.png" alt="GitHub fine-grained t…
     |         ^

spree__spree: user/customers/customer-groups.mdx:54:1: warning[missing-file]: /docs/images/user/customers/customer-groups/3-customer-group-edit.png is not in the docs folder
  54 | ![Customer group overview in Spree Commerce](/docs/images/user/customers/customer-groups/3-customer-group-edit.png)
     | ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:42:1: warning[missing-file]: /assets/admins/connectors/generic_config.png is not in the docs folder
  42 | <img className="rounded-image" src="/assets/admins/connectors/generic_config.png" alt="Onyx Connector Configuration page…
     | ^

novuhq__docs: integrations/providers/chat/slack.mdx:35:6: warning[missing-file]: /images/guides/slack-guide/install.png is not in the docs folder
  35 |      <img src="/images/guides/slack-guide/install.png" />{" "}
     |      ^

spree__spree: user/manage-products/product-taxonomies.mdx:144:1: warning[missing-file]: /docs/images/user/products/taxonomies/15.nested-taxons.png is not in the docs folder
 144 | ![](/docs/images/user/products/taxonomies/15.nested-taxons.png)
     | ^

getlago__lago-doc: guide/plans/charges/grouping.mdx:31:7: warning[missing-file]: /guide/plans/images/pricing-group-key.png is not in the docs folder
  31 |       <img src="/guide/plans/images/pricing-group-key.png"/>
     |       ^

onyx-dot-app__documentation: developers/guides/llm_gateway.mdx:75:1: warning[missing-file]: /assets/developers/llm_gateway_available_models.png is not in the docs folder
  75 | <img className="rounded-image" src="/assets/developers/llm_gateway_available_models.png" alt="Onyx LLM Gateway settings …
     | ^

novuhq__docs: framework/controls.mdx:125:3: warning[missing-file]: /images/controls-autocomplete.gif is not in the docs folder
 125 |   <img src="/images/controls-autocomplete.gif" />
     |   ^

spree__spree: user/manage-products/multi-currency-import-export.mdx:28:1: warning[missing-file]: /docs/images/user/products/multi-currency-import-export/1-export-modal.png is not in the docs folder
  28 | ![The export modal on the Products tab](/docs/images/user/products/multi-currency-import-export/1-export-modal.png)
     | ^

spree__spree: user/customers/edit-customer.mdx:60:1: warning[missing-file]: /docs/images/user/customers/editing-customers/6-internal-note.png is not in the docs folder
  60 | ![Adding an internal note to a customer profile in Spree Commerce](/docs/images/user/customers/editing-customers/6-inter…
     | ^

upstash__docs: vector/overall/getstarted.mdx:39:3: warning[missing-file]: /img/vector/getstarted/select_plan.png is not in the docs folder
  39 |   <img src="/img/vector/getstarted/select_plan.png"  />
     |   ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:168:1: warning[missing-file]: /guide/introduction/images/tracked-users-event-f81fc6d343efffad1c4b3355517d90db.png is not in the docs folder
 168 | ![Event related to tracked users](/guide/introduction/images/tracked-users-event-f81fc6d343efffad1c4b3355517d90db.png)
     | ^

upstash__docs: common/account/teams.mdx:16:3: warning[missing-file]: /img/teams/team-page.png is not in the docs folder
  16 |   <img src="/img/teams/team-page.png" />
     |   ^

triggerdotdev__trigger.dev: guides/community/sveltekit.mdx:30:1: warning[unknown-component]: <UsefulNextSteps> is not a component Folio knows
  30 | <UsefulNextSteps />
     | ^
     = hint: import it from a snippet, or check the spelling

triggerdotdev__trigger.dev: runs.mdx:59:1: warning[unknown-icon]: there is no icon "alarm-exclamation"
  59 | <Icon icon="alarm-exclamation" iconType="solid" color="#E11D48" size={17} /> **Timed out**: Task has
     | ^
     = hint: see the icon names of the fontawesome library

spree__spree: user/orders/order-adjustments.mdx:18:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/2-order-page.png is not in the docs folder
  18 | ![A customer order page in Spree commerce](/docs/images/user/orders/order-adjustments/2-order-page.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:152:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/12-returns-policy.png is not in the docs folder
 152 | ![The Policies tab in the Spree Commerce vendor dashboard showing an unfilled returns policy](/docs/images/user/vendors/…
     | ^

onyx-dot-app__documentation: admins/agents/overview.mdx:30:5: warning[missing-file]: /assets/admins/agents/create_agent_1.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/admins/agents/create_agent_1.png" alt="Onyx Agent Configuration page"/>
     |     ^

spree__spree: user/how-to/multi-region-pricing.mdx:76:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/6-edit-prices.png is not in the docs folder
  76 | ![The price editor showing EUR prices entered for the France price list](/docs/images/user/how-to/multi-region-pricing/6…
     | ^

getlago__lago-doc: integrations/payments/stripe/payments.mdx:309:3: warning[unknown-icon]: there is no icon "credit-card-front"
 309 |   <Accordion title="BACS debits (UK only)" icon="credit-card-front">
     |   ^
     = hint: see the icon names of the fontawesome library

getlago__lago-doc: changelog/product.mdx:20:5: warning[missing-file]: /changelog/images/20260819-dunning-agent.png is not in the docs folder
  20 |     ![](/changelog/images/20260819-dunning-agent.png)
     |     ^

spree__spree: user/orders/processing-orders.mdx:72:1: warning[missing-file]: /docs/images/user/orders/processing-orders/7-tracking-number.png is not in the docs folder
  72 | ![Adding a tracking number to an order in Spree Commerce](/docs/images/user/orders/processing-orders/7-tracking-number.p…
     | ^

triggerdotdev__trigger.dev: triggering.mdx:770:1: warning[missing-file]: /images/expired-runs.png is not in the docs folder
 770 | ![Expired runs in the dashboard](/images/expired-runs.png)
     | ^

upstash__docs: workflow/howto/cancel.mdx:12:3: warning[missing-file]: /img/qstash-workflow/cancel_workflow.png is not in the docs folder
  12 |   <img src="/img/qstash-workflow/cancel_workflow.png" />
     |   ^

spree__spree: user/orders/processing-orders.mdx:20:1: warning[missing-file]: /docs/images/user/orders/processing-orders/3-order-payment.png is not in the docs folder
  20 | ![Capturing payments in Spree Commerce](/docs/images/user/orders/processing-orders/3-order-payment.png)
     | ^

upstash__docs: search/overall/getstarted.mdx:79:3: warning[missing-file]: /img/search/add-data.png is not in the docs folder
  79 |   <img src="/img/search/add-data.png" />
     |   ^

spree__spree: user/customers/assign-store-credits.mdx:53:1: warning[missing-file]: /docs/images/user/customers/store-credits/6-delete-store-credit.png is not in the docs folder
  53 | ![Deleting a store credit assignment in the Spree Commerce dashboard](/docs/images/user/customers/store-credits/6-delete…
     | ^

spree__spree: user/orders/order-adjustments.mdx:69:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/8-close-adjustment.png is not in the docs folder
  69 | ![Closing an order adjustment in Spree Commerce](/docs/images/user/orders/order-adjustments/8-close-adjustment.png)
     | ^

spree__spree: integrations/payments/razorpay.mdx:51:1: warning[missing-file]: /images/integrations/razorpay/razorpay_credentials.png is not in the docs folder
  51 | ![](/images/integrations/razorpay/razorpay_credentials.png)
     | ^

upstash__docs: qstash/howto/handling-failures.mdx:60:3: warning[missing-file]: /img/qstash/dlq-console.png is not in the docs folder
  60 |   <img src="/img/qstash/dlq-console.png" alt="DLQ from console" />
     |   ^

spree__spree: user/settings/payments.mdx:30:1: warning[missing-file]: /images/user/settings/payments/3.payments_display.png is not in the docs folder
  30 | ![](/images/user/settings/payments/3.payments_display.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/s3/iam-role.mdx:68:5: warning[missing-file]: /assets/admins/connectors/blob/s3/role-arn.png is not in the docs folder
  68 |     <img className="rounded-image" src="/assets/admins/connectors/blob/s3/role-arn.png" alt="Diagram of page where role …
     |     ^

spree__spree: user/manage-products/bulk-product-operations.mdx:34:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/3.status.png is not in the docs folder
  34 | ![](/docs/images/user/products/bulk-product-operations/3.status.png)
     | ^

onyx-dot-app__documentation: admins/agents/overview.mdx:36:5: warning[missing-file]: /assets/admins/agents/create_agent_2.png is not in the docs folder
  36 |     <img className="rounded-image" src="/assets/admins/agents/create_agent_2.png" alt="Onyx Agent Knowledge configuratio…
     |     ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:92:1: warning[missing-file]: /assets/admins/connectors/generic_advanced_config.png is not in the docs folder
  92 | <img className="rounded-image" src="/assets/admins/connectors/generic_advanced_config.png" alt="Onyx Connector Advanced …
     | ^

spree__spree: user/products/creating-products.mdx:26:1: warning[missing-file]: /docs/images/user/products/create-a-product/3.name_description.png is not in the docs folder
  26 | ![](/docs/images/user/products/create-a-product/3.name_description.png)
     | ^

getlago__lago-doc: integrations/alerting/n8n.mdx:65:3: warning[missing-file]: /integrations/alerting/images/if-statement-current-usage-4186fee96e606f9554fa1bbcd6f07f5b.png is not in the docs folder
  65 |   <img src="/integrations/alerting/images/if-statement-current-usage-4186fee96e606f9554fa1bbcd6f07f5b.png" />
     |   ^

ollama__ollama: context-length.mdx:25:1: warning[missing-file]: /images/ollama-settings.png is not in the docs folder
  25 | ![Context length in Ollama app](./images/ollama-settings.png)
     | ^

onyx-dot-app__documentation: admins/ai_models/overview.mdx:21:1: warning[missing-file]: /assets/admins/ai_models/ai_config_overview.png is not in the docs folder
  21 | <img className="rounded-image" src="/assets/admins/ai_models/ai_config_overview.png" alt="Language Models page overview"…
     | ^

onyx-dot-app__documentation: admins/connectors/official/web.mdx:36:1: warning[missing-file]: /assets/admins/connectors/web/WebConnectorStatus.png is not in the docs folder
  36 | <img className="rounded-image" src="/assets/admins/connectors/web/WebConnectorStatus.png" alt="Onyx Connectors Status pa…
     | ^

onyx-dot-app__documentation: admins/advanced_configs/search_configs.mdx:12:1: warning[missing-file]: /assets/admins/advanced_configs/search_settings.png is not in the docs folder
  12 | <img className="rounded-image" src="/assets/admins/advanced_configs/search_settings.png" alt="Search settings overview p…
     | ^

spree__spree: user/settings/shipping-methods.mdx:80:1: warning[missing-file]: /docs/images/user/settings/shipping/8-shipping-calculator.png is not in the docs folder
  80 | ![Choosing a shipping calculator in Spree](/docs/images/user/settings/shipping/8-shipping-calculator.png)
     | ^

upstash__docs: common/account/awsmarketplace.mdx:18:3: warning[missing-file]: /img/awsmarketplace/AWS-marketplace-1.png is not in the docs folder
  18 |   <img src="/img/awsmarketplace/AWS-marketplace-1.png" />
     |   ^

upstash__docs: qstash/integrations/n8n.mdx:27:4: warning[missing-file]: /img/n8n/qstash-import.png is not in the docs folder
  27 |    <img src="/img/n8n/qstash-import.png" />
     |    ^

upstash__docs: workflow/features/dlq.mdx:15:3: warning[missing-file]: /img/workflow/dlq.png is not in the docs folder
  15 |   <img src="/img/workflow/dlq.png" />
     |   ^

spree__spree: user/customers/create-customer.mdx:32:1: warning[missing-file]: /docs/images/user/customers/create-customer/3-customer-profile.png is not in the docs folder
  32 | ![Customer profile in the Spree Commerce dashboard](/docs/images/user/customers/create-customer/3-customer-profile.png)
     | ^

upstash__docs: workflow/features/retries.mdx:14:3: warning[missing-file]: /img/workflow/automatic_retry.png is not in the docs folder
  14 |   <img src="/img/workflow/automatic_retry.png" />
     |   ^

spree__spree: user/settings/users.mdx:10:1: warning[missing-file]: /images/user/settings/users/1.users.png is not in the docs folder
  10 | ![](/images/user/settings/users/1.users.png)
     | ^

novuhq__docs: integrations/segment.mdx:241:3: warning[missing-file]: /images/guides/segment-novu-integration/autofill-events.gif is not in the docs folder
 241 |   <img src="/images/guides/segment-novu-integration/autofill-events.gif" />
     |   ^

upstash__docs: common/concepts/global-replication.mdx:55:3: warning[missing-file]: /img/global-replication/replication.png is not in the docs folder
  55 |   <img src="/img/global-replication/replication.png" />
     |   ^

upstash__docs: redis/quickstarts/cloudflareworkers.mdx:197:3: warning[missing-file]: /img/cloudflare-integration/redis-add-binding.png is not in the docs folder
 197 |   <img src="/img/cloudflare-integration/redis-add-binding.png" />
     |   ^

upstash__docs: workflow/troubleshooting/general.mdx:325:1: warning[missing-file]: /img/workflow/non-workflow-endpoint-log.png is not in the docs folder
 325 | <img src="/img/workflow/non-workflow-endpoint-log.png" />
     | ^

spree__spree: user/manage-products/price-lists.mdx:77:1: warning[missing-file]: /docs/images/user/products/price-lists/8-update-values.png is not in the docs folder
  77 | ![Updating price lists values in the Spree Commerce dashboard](/docs/images/user/products/price-lists/8-update-values.pn…
     | ^

Comfy-Org__docs: zh/tutorials/basic/lora.mdx:41:1: warning[missing-file]: /images/tutorial/basic/lora/flow_diagram.png is not in the docs folder
  41 | ![ComfyUI 工作流 - LoRA 流程图](/images/tutorial/basic/lora/flow_diagram.png)
     | ^

getlago__lago-doc: integrations/alerting/zapier.mdx:70:3: warning[missing-file]: /integrations/alerting/images/slack-message-example-228799226dec5760962b69c5e7816daf.png is not in the docs folder
  70 |   <img src="/integrations/alerting/images/slack-message-example-228799226dec5760962b69c5e7816daf.png" />
     |   ^

triggerdotdev__trigger.dev: observability/dashboards.mdx:18:1: warning[missing-file]: /images/metrics-built-in.png is not in the docs folder
  18 | ![The built-in Metrics dashboard](/images/metrics-built-in.png)
     | ^

upstash__docs: redis/features/auto-upgrade.mdx:28:5: warning[missing-file]: /img/auto-upgrade/configuration.png is not in the docs folder
  28 |     <img src="/img/auto-upgrade/configuration.png" width="600" height="300" />
     |     ^

spree__spree: user/how-to/multi-currency-pricing.mdx:22:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/1-markets-overview.png is not in the docs folder
  22 | ![The Markets overview page showing the existing US market](/docs/images/user/how-to/multi-currency-pricing/1-markets-ov…
     | ^

getlago__lago-doc: integrations/usage/segment.mdx:111:3: warning[missing-file]: /integrations/usage/images/segment-settings-variable-c19b5f3de23eec11ffe475e8272dc5ff.png is not in the docs folder
 111 |   <img src="/integrations/usage/images/segment-settings-variable-c19b5f3de23eec11ffe475e8272dc5ff.png" />
     |   ^

spree__spree: user/settings/policies.mdx:27:1: warning[missing-file]: /docs/images/user/settings/policies/2-policy-form.png is not in the docs folder
  27 | ![Creating a new store policy in Spree Commerce](/docs/images/user/settings/policies/2-policy-form.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:1470:3: warning[missing-file]: /assets/changelog/v2.11/showcase_custom_backgrounds_dark.png is not in the docs folder
 1470 |   <img className="rounded-image" src="/assets/changelog/v2.11/showcase_custom_backgrounds_dark.png" alt="Custom Dark Cha…
      |   ^

getlago__lago-doc: guide/plans/progressive-billing.mdx:168:3: warning[missing-file]: /guide/plans/images/progressive-billing-invoice-behavior.png is not in the docs folder
 168 |   ![](/guide/plans/images/progressive-billing-invoice-behavior.png)
     |   ^

getlago__lago-doc: integrations/alerting/n8n.mdx:14:3: warning[missing-file]: /integrations/alerting/images/n8n-current-usage-ffe518dc30433d5f993f3cfb67a31374.png is not in the docs folder
  14 |   <img src="/integrations/alerting/images/n8n-current-usage-ffe518dc30433d5f993f3cfb67a31374.png" />
     |   ^

novuhq__docs: integrations/providers/sms/clickatell.mdx:21:5: warning[missing-file]: /images/channels-and-providers/sms/clickatell/step_01.png is not in the docs folder
  21 |     <img src="/images/channels-and-providers/sms/clickatell/step_01.png" />{" "}
     |     ^

getlago__lago-doc: changelog/product-2024.mdx:94:5: warning[missing-file]: /changelog/images/20241113-auto-dunning.webp is not in the docs folder
  94 |     <img src="/changelog/images/20241113-auto-dunning.webp" alt="Lago automatic dunning sending scheduled payment remind…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/google_drive/service_account.mdx:84:1: warning[missing-file]: /assets/admins/connectors/google_drive/ServiceAccountCredential.png is not in the docs folder
  84 | <img className="rounded-image" src="/assets/admins/connectors/google_drive/ServiceAccountCredential.png" alt="Onyx Googl…
     | ^

spree__spree: user/how-to/wholesale-pricing.mdx:24:1: warning[missing-file]: /docs/images/user/how-to/wholesale-pricing/1-customer-groups.png is not in the docs folder
  24 | ![The Customer Groups overview page in Spree Commerce](/docs/images/user/how-to/wholesale-pricing/1-customer-groups.png)
     | ^

spree__spree: user/manage-products/product-options.mdx:14:1: warning[missing-file]: /docs/images/user/products/options/1-tab.png is not in the docs folder
  14 | ![](/docs/images/user/products/options/1-tab.png)
     | ^

spree__spree: user/orders/creating-orders.mdx:100:1: warning[missing-file]: /docs/images/user/orders/creating-orders/10-add-payment.png is not in the docs folder
 100 | ![Adding a payment to an order in the Spree Commerce dashboard](/docs/images/user/orders/creating-orders/10-add-payment.…
     | ^

upstash__docs: redis/features/backup.mdx:83:3: warning[missing-file]: /img/backuprestore/restore-modal.png is not in the docs folder
  83 |   <img src="/img/backuprestore/restore-modal.png" width="700" />
     |   ^

getlago__lago-doc: changelog/product.mdx:105:5: warning[missing-file]: /changelog/images/20260805-cloudflare-ai-gateway.webp is not in the docs folder
 105 |     <img src="/changelog/images/20260805-cloudflare-ai-gateway.webp" alt="Lago billing view for Cloudflare AI Gateway us…
     |     ^

spree__spree: user/products/editing-multi-variant-products.mdx:45:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/5.variants_overview.png is not in the docs folder
  45 | ![](/docs/images/user/products/multi-variant-products/5.variants_overview.png)
     | ^

triggerdotdev__trigger.dev: github-integration.mdx:48:1: warning[missing-file]: /deployment/git-settings.png is not in the docs folder
  48 | ![Trigger.dev project git settings](/deployment/git-settings.png)
     | ^

upstash__docs: vector/integrations/flowise.mdx:60:5: warning[missing-file]: /img/vector/integrations/flowise/flow.png is not in the docs folder
  60 |     <img src="/img/vector/integrations/flowise/flow.png" />
     |     ^

upstash__docs: common/concepts/global-replication.mdx:40:3: warning[missing-file]: /img/global-replication/writes.png is not in the docs folder
  40 |   <img src="/img/global-replication/writes.png" />
     |   ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:53:1: warning[missing-file]: /guide/images/billing-nightmare-3c8b70de58b169f0a4f882549c9edcb7.png is not in the docs folder
  53 | ![How engineers feel about building a billing system](/guide/images/billing-nightmare-3c8b70de58b169f0a4f882549c9edcb7.p…
     | ^

onyx-dot-app__documentation: deployment/cloud/aws/ec2.mdx:33:5: warning[missing-file]: /assets/deployment/ec2_https.png is not in the docs folder
  33 |     <img className="rounded-image" src="/assets/deployment/ec2_https.png" alt="EC2 Security Group Configuration"/>
     |     ^

spree__spree: developer/admin/extending-ui.mdx:1428:7: warning[missing-file]: /images/developer/admin/products_filters.png is not in the docs folder
 1428 |       <img src="/images/developer/admin/products_filters.png" />
      |       ^

onyx-dot-app__documentation: changelog.mdx:2423:3: warning[missing-file]: /assets/changelog/v2.0/showcase_projects.png is not in the docs folder
 2423 |   <img className="rounded-image" src="/assets/changelog/v2.0/showcase_projects.png" alt="Projects feature screenshot"/>
      |   ^

getlago__lago-doc: guide/revenue-share.mdx:30:7: warning[missing-file]: /guide/images/customer-partner.png is not in the docs folder
  30 |       <img src="/guide/images/customer-partner.png" />
     |       ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:139:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/11-shipping-rates.png is not in the docs folder
 139 | ![The Shipping Methods page in the vendor dashboard with fields for adding methods and rates](/docs/images/user/vendors/…
     | ^

onyx-dot-app__documentation: admins/connectors/official/salesforce.mdx:113:1: warning[missing-file]: /assets/admins/connectors/salesforce/salesforce_4.png is not in the docs folder
 113 | <img className="rounded-image" src="/assets/admins/connectors/salesforce/salesforce_4.png" alt="Onyx Salesforce connecto…
     | ^

spree__spree: user/customers/customer-profile.mdx:118:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/11-gift-cards.png is not in the docs folder
 118 | ![Gift cards issued to a customer in Spree Commerce](/docs/images/user/customers/customer-profiles/11-gift-cards.png)
     | ^

triggerdotdev__trigger.dev: tasks/scheduled.mdx:381:27: warning[missing-file]: /images/schedules-test-form.png is not in the docs folder
 381 |   test" when you're ready ![Schedule test form](/images/schedules-test-form.png)
     |                           ^

triggerdotdev__trigger.dev: guides/frameworks/sequin.mdx:295:7: warning[missing-file]: /images/sequin-trace.png is not in the docs folder
 295 |       <img src="/images/sequin-trace.png" alt="Trace Event" />
     |       ^

upstash__docs: redis/integrations/n8n.mdx:45:4: warning[missing-file]: /img/n8n/redis-3.png is not in the docs folder
  45 |    <img src="/img/n8n/redis-3.png" />
     |    ^

ollama__ollama: integrations/onyx.mdx:47:3: warning[missing-file]: /images/onyx-ollama-form.png is not in the docs folder
  47 |   <img 
     |   ^

onyx-dot-app__documentation: admins/advanced_configs/search_configs.mdx:112:1: warning[missing-file]: /assets/admins/advanced_configs/advanced_search_settings.png is not in the docs folder
 112 | <img className="rounded-image" src="/assets/admins/advanced_configs/advanced_search_settings.png" alt="Advanced search c…
     | ^

onyx-dot-app__documentation: changelog.mdx:1108:3: warning[missing-file]: /assets/changelog/v3.1/voice_page.png is not in the docs folder
 1108 |   <img className="rounded-image" src="/assets/changelog/v3.1/voice_page.png" alt="Voice Admin Page"/>
      |   ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:189:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/13-connect-stripe.png is not in the docs folder
 189 | ![The Connect Stripe Account task expanded in the onboarding checklist](/docs/images/user/vendors/vendor-onboarding-shop…
     | ^

upstash__docs: redis/integrations/n8n.mdx:57:4: warning[missing-file]: /img/n8n/redis-get.png is not in the docs folder
  57 |    <img src="/img/n8n/redis-get.png" />
     |    ^

upstash__docs: redis/troubleshooting/http_unauthorized.mdx:38:1: warning[missing-file]: /img/troubleshooting/rest/console_rest_api.png is not in the docs folder
  38 | ![](/img/troubleshooting/rest/console_rest_api.png)
     | ^

upstash__docs: realtime/features/serverless.mdx:24:3: warning[missing-file]: /img/realtime/vercel-fluid-enabled.png is not in the docs folder
  24 |   <img src="/img/realtime/vercel-fluid-enabled.png" />
     |   ^

novuhq__docs: integrations/segment.mdx:50:3: warning[missing-file]: /images/content-of-an-special-offer-email.png is not in the docs folder
  50 |   <img src="/images/content-of-an-special-offer-email.png" />
     |   ^

spree__spree: user/manage-products/search-products.mdx:65:1: warning[missing-file]: /docs/images/user/products/searching-products/7.vendor_filter.png is not in the docs folder
  65 | ![](/docs/images/user/products/searching-products/7.vendor_filter.png)
     | ^

novuhq__docs: integrations/segment.mdx:281:3: warning[missing-file]: /images/guides/segment-novu-integration/activity-feed.gif is not in the docs folder
 281 |   <img src="/images/guides/segment-novu-integration/activity-feed.gif" />
     |   ^

spree__spree: user/products/editing-multi-variant-products.mdx:18:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/2.variants_section.png is not in the docs folder
  18 | ![](/docs/images/user/products/multi-variant-products/2.variants_section.png)
     | ^

getlago__lago-doc: guide/invoicing/draft-invoices.mdx:11:3: warning[missing-file]: /guide/invoicing/images/grace-period-draft-invoice-0a9ccbd1d7dc1b87faeb5a44abf484e1.png is not in the docs folder
  11 |   <img src="/guide/invoicing/images/grace-period-draft-invoice-0a9ccbd1d7dc1b87faeb5a44abf484e1.png" />
     |   ^

novuhq__docs: integrations/providers/sms/sendchamp.mdx:52:5: warning[missing-file]: /images/channels-and-providers/sms/sendchamp/image-71.png is not in the docs folder
  52 |     <img src="/images/channels-and-providers/sms/sendchamp/image-71.png" />{" "}
     |     ^

onyx-dot-app__documentation: admins/advanced_configs/hook_extensions.mdx:399:1: warning[missing-file]: /assets/admins/advanced_configs/document_ingestion_file_connector.png is not in the docs folder
 399 | <img className="rounded-image" src="/assets/admins/advanced_configs/document_ingestion_file_connector.png" alt="File Con…
     | ^

onyx-dot-app__documentation: deployment/authentication/oidc.mdx:44:5: warning[missing-file]: /assets/deployment/oidc_config.png is not in the docs folder
  44 |     <img className="rounded-image" src="/assets/deployment/oidc_config.png" alt="Okta Configure OIDC Application Page"/>
     |     ^

spree__spree: user/settings/shipping-methods.mdx:12:1: warning[missing-file]: /docs/images/user/settings/shipping/1-shipping-methods.png is not in the docs folder
  12 | ![Shipping section of the Spree dashboard](/docs/images/user/settings/shipping/1-shipping-methods.png)
     | ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:176:1: warning[missing-file]: /guide/introduction/images/api-search-event-9e90f7f9c063238a4e14cfd03d314a1e.png is not in the docs folder
 176 | ![Event related to API searches](/guide/introduction/images/api-search-event-9e90f7f9c063238a4e14cfd03d314a1e.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:1897:3: warning[missing-file]: /assets/changelog/v2.6/showcase_new_chat_flow.png is not in the docs folder
 1897 |   <img className="rounded-image" src="/assets/changelog/v2.6/showcase_new_chat_flow.png" alt="Deep Research with new cha…
      |   ^

spree__spree: developer/admin/extending-ui.mdx:229:7: warning[missing-file]: /images/developer/admin/orders_filters_partials.png is not in the docs folder
 229 |       <img src="/images/developer/admin/orders_filters_partials.png" />
     |       ^

spree__spree: user/products/creating-products.mdx:115:1: warning[missing-file]: /docs/images/user/products/create-a-product/15.inventory.png is not in the docs folder
 115 | ![](/docs/images/user/products/create-a-product/15.inventory.png)
     | ^

upstash__docs: redis/quickstarts/cloudflareworkers.mdx:191:3: warning[missing-file]: /img/cloudflare-integration/redis-secrets-store.png is not in the docs folder
 191 |   <img src="/img/cloudflare-integration/redis-secrets-store.png" />
     |   ^

getlago__lago-doc: changelog/product-2025.mdx:640:5: warning[missing-file]: /changelog/images/20250224-wallet-webhooks.webp is not in the docs folder
 640 |     <img src="/changelog/images/20250224-wallet-webhooks.webp" alt="Lago webhook messages for wallet created, updated, a…
     |     ^

upstash__docs: redis/integrations/n8n.mdx:34:4: warning[missing-file]: /img/n8n/redis-1.png is not in the docs folder
  34 |    <img src="/img/n8n/redis-1.png" />
     |    ^

spree__spree: user/settings/tax.mdx:12:1: warning[missing-file]: /docs/images/user/settings/tax/1-tax-settings-tab.png is not in the docs folder
  12 | ![The Tax tab in the Spree admin Settings menu](/docs/images/user/settings/tax/1-tax-settings-tab.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:129:9: warning[missing-file]: /integrations/data/images/add-salesforce-webhook-url.gif is not in the docs folder
 129 |         <img src="/integrations/data/images/add-salesforce-webhook-url.gif" />
     |         ^

spree__spree: user/manage-products/product-options.mdx:84:1: warning[missing-file]: /docs/images/user/products/options/12-edit-option.png is not in the docs folder
  84 | ![](/docs/images/user/products/options/12-edit-option.png)
     | ^

spree__spree: user/settings/sales-channels.mdx:28:1: warning[missing-file]: /docs/images/user/settings/sales-channels/1-sales-channels-overview.png is not in the docs folder
  28 | ![The Sales Channels overview page in Spree Commerce](/docs/images/user/settings/sales-channels/1-sales-channels-overvie…
     | ^

getlago__lago-doc: integrations/alerting/zapier.mdx:19:3: warning[missing-file]: /integrations/alerting/images/zapier-flow-invoice-alerting-6916f7acabd57ddc10125d0fe1b9f7e1.png is not in the docs folder
  19 |   <img src="/integrations/alerting/images/zapier-flow-invoice-alerting-6916f7acabd57ddc10125d0fe1b9f7e1.png" />
     |   ^

novuhq__docs: integrations/providers/sms/termii.mdx:41:3: warning[missing-file]: /images/channels-and-providers/sms/termii/image-74.png is not in the docs folder
  41 |   <img src="/images/channels-and-providers/sms/termii/image-74.png" />{" "}
     |   ^

triggerdotdev__trigger.dev: deployment/overview.mdx:181:1: warning[missing-file]: /deployment/staging-deploy.png is not in the docs folder
 181 | ![Trigger.dev dashboard showing the staging environment](/deployment/staging-deploy.png)
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/python.mdx:177:3: warning[missing-file]: /img/qstash/aws/python/overview.png is not in the docs folder
 177 |   <img src="/img/qstash/aws/python/overview.png" />
     |   ^

getlago__lago-doc: integrations/alerting/n8n.mdx:46:3: warning[missing-file]: /integrations/alerting/images/current-usage-http-request-f534e90c3cc02f462a65c859218ac063.png is not in the docs folder
  46 |   <img src="/integrations/alerting/images/current-usage-http-request-f534e90c3cc02f462a65c859218ac063.png" />
     |   ^

spree__spree: user/settings/shipping-methods.mdx:32:1: warning[missing-file]: /docs/images/user/settings/shipping/4-tracking-url.png is not in the docs folder
  32 | ![Spree shipping method tracking url](/docs/images/user/settings/shipping/4-tracking-url.png)
     | ^

spree__spree: user/returns/returns-processing.mdx:55:1: warning[missing-file]: /docs/images/user/returns/returns-processing/5.ra_tab.png is not in the docs folder
  55 | ![](/docs/images/user/returns/returns-processing/5.ra_tab.png)
     | ^

upstash__docs: workflow/integrations/aisdk.mdx:173:3: warning[missing-file]: /img/qstash-workflow/ai-sdk/without-tool.png is not in the docs folder
 173 |   <img src="/img/qstash-workflow/ai-sdk/without-tool.png" alt="Workflow logs in dashboard" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:1812:3: warning[missing-file]: /assets/changelog/v2.7/showcase_image_generation_configuration.png is not in the docs folder
 1812 |   <img className="rounded-image" src="/assets/changelog/v2.7/showcase_image_generation_configuration.png" alt="Image Gen…
      |   ^

ollama__ollama: integrations/cline-cli.mdx:66:1: warning[missing-file]: /images/cline-kanban.png is not in the docs folder
  66 | <img
     | ^

onyx-dot-app__documentation: admins/analytics/query_history.mdx:14:1: warning[missing-file]: /assets/admins/analytics/query_history.png is not in the docs folder
  14 | <img className="rounded-image" src="/assets/admins/analytics/query_history.png" alt="Query History"/>
     | ^

onyx-dot-app__documentation: admins/agents/overview.mdx:16:1: warning[missing-file]: /assets/admins/agents/agents_dashboard.png is not in the docs folder
  16 | <img className="rounded-image" src="/assets/admins/agents/agents_dashboard.png" alt="Onyx Agents Overview page showing a…
     | ^

novuhq__docs: getting-started/quickstart.mdx:292:9: warning[missing-file]: /getting-started/media-assets/switch-to-production.png is not in the docs folder
 292 |         <img src="/getting-started/media-assets/switch-to-production.png" alt="Switch to production" />
     |         ^

PrefectHQ__fastmcp: v3/updates.mdx:609:1: warning[missing-file]: /v3/assets/updates/release-2-7.png is not in the docs folder
 609 | <Card 
     | ^

getlago__lago-doc: changelog/product-2024.mdx:335:5: warning[missing-file]: /changelog/images/20240901-filter-and-export-invoices.webp is not in the docs folder
 335 |     <img src="/changelog/images/20240901-filter-and-export-invoices.webp" alt="Lago invoice list filtered and ready to e…
     |     ^

spree__spree: api-reference/platform/authentication.mdx:9:5: warning[missing-file]: /images/Platform API 1.png is not in the docs folder
   9 |     <img src="/images/Platform API 1.png"/>
     |     ^

spree__spree: integrations/payments/paypal.mdx:76:1: warning[missing-file]: /docs/images/integrations/paypal/4-additional-settings.png is not in the docs folder
  76 | ![The PayPal Additional Settings panel after the payment method is created](/docs/images/integrations/paypal/4-additiona…
     | ^

upstash__docs: vector/integrations/flowise.mdx:44:5: warning[missing-file]: /img/vector/integrations/flowise/cache-node.png is not in the docs folder
  44 |     <img width="400" src="/img/vector/integrations/flowise/cache-node.png" />
     |     ^

upstash__docs: qstash/integrations/n8n.mdx:21:4: warning[missing-file]: /img/n8n/qstash-request-builder.png is not in the docs folder
  21 |    <img src="/img/n8n/qstash-request-builder.png" />
     |    ^

upstash__docs: redis/sdks/ratelimit-ts/features.mdx:96:1: warning[missing-file]: /img/ratelimit/navigate.png is not in the docs folder
  96 | ![navigate.png](/img/ratelimit/navigate.png)
     | ^

getlago__lago-doc: changelog/product-2023.mdx:580:5: warning[missing-file]: /changelog/images/20230301-webhook-logs.webp is not in the docs folder
 580 |     <img src="/changelog/images/20230301-webhook-logs.webp" alt="Lago webhook logs listing sent messages and their deliv…
     |     ^

spree__spree: user/manage-products/stock-transfers.mdx:17:1: warning[missing-file]: /docs/images/user/products/stock-transfers/1.stock_transfers_tab.png is not in the docs folder
  17 | ![](/docs/images/user/products/stock-transfers/1.stock_transfers_tab.png)
     | ^

onyx-dot-app__documentation: admins/ai_models/azure_openai.mdx:66:5: warning[missing-file]: /assets/admins/ai_models/azure_oai_provider_config.png is not in the docs folder
  66 |     <img className="rounded-image" src="/assets/admins/ai_models/azure_oai_provider_config.png" alt="Azure OpenAI Provid…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/oci_storage.mdx:31:5: warning[missing-file]: /assets/admins/connectors/blob/oci/apikeys.png is not in the docs folder
  31 |     <img className="rounded-image" src="/assets/admins/connectors/blob/oci/apikeys.png" alt="OCI customer secret keys"/>
     |     ^

spree__spree: integrations/analytics/google-tag-manager.mdx:47:1: warning[missing-file]: /images/integrations/google-tag-manager/1.integrations_tab.png is not in the docs folder
  47 | ![](/images/integrations/google-tag-manager/1.integrations_tab.png)
     | ^

spree__spree: user/customers/issue-gift-card.mdx:22:1: warning[missing-file]: /docs/images/user/customers/gift-cards/3-add-gift-card.png is not in the docs folder
  22 | ![Issuing a gift card to a customer in Spree Commerce](/docs/images/user/customers/gift-cards/3-add-gift-card.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:140:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/8-vendor-store-select.png is not in the docs folder
 140 | ![The Shopify store selection screen the vendor sees after opening the install link](/docs/images/user/vendors/vendor-on…
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:46:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/3-invitation-sent.png is not in the docs folder
  46 | ![The Vendors list showing the newly invited vendor with a pending invitation status](/docs/images/user/vendors/vendor-o…
     | ^

spree__spree: user/how-to/regional-volume.mdx:55:1: warning[missing-file]: /docs/images/user/how-to/regional-volume/2-match-all-rules.png is not in the docs folder
  55 | ![The price list editor showing Match All logic with a Market rule and a Volume rule](/docs/images/user/how-to/regional-…
     | ^

upstash__docs: vector/integrations/ai-sdk.mdx:374:3: warning[missing-file]: /img/vector/integrations/ai-sdk/console.png is not in the docs folder
 374 |   <img src="/img/vector/integrations/ai-sdk/console.png" />
     |   ^

upstash__docs: qstash/howto/redact-fields.mdx:66:3: warning[missing-file]: /img/qstash/redact-logs.png is not in the docs folder
  66 |   <img src="/img/qstash/redact-logs.png" />
     |   ^

spree__spree: user/customers/customer-profile.mdx:92:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/9-customer-orders.png is not in the docs folder
  92 | ![Orders subsection of the customer proflile in the Spree dashboard](/docs/images/user/customers/customer-profiles/9-cus…
     | ^

onyx-dot-app__documentation: deployment/cloud/azure.mdx:28:5: warning[missing-file]: /assets/deployment/setup_guides/azure/create-vm-2.png is not in the docs folder
  28 |     <img className="rounded-image" src="/assets/deployment/setup_guides/azure/create-vm-2.png" alt="Instance Settings"/>
     |     ^

onyx-dot-app__documentation: overview/onyx_anywhere/slack.mdx:9:1: warning[missing-file]: /assets/overview/onyx_anywhere/slack.png is not in the docs folder
   9 | <img className="rounded-image" src="/assets/overview/onyx_anywhere/slack.png" alt="Slack"/>
     | ^

onyx-dot-app__documentation: admins/ai_models/azure_openai.mdx:16:5: warning[missing-file]: /assets/admins/ai_models/azure_oai_service.png is not in the docs folder
  16 |     <img className="rounded-image" src="/assets/admins/ai_models/azure_oai_service.png" alt="Azure OpenAI Service"/>
     |     ^

onyx-dot-app__documentation: changelog.mdx:1968:3: warning[missing-file]: /assets/changelog/v2.6/showcase_improved_file_handling.png is not in the docs folder
 1968 |   <img className="rounded-image" src="/assets/changelog/v2.6/showcase_improved_file_handling.png" alt="Improved File Han…
      |   ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:153:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/14-returns-policy.png is not in the docs folder
 153 | ![The Policies tab in the setting menu of the Spree vendor dashboard](/docs/images/user/vendors/vendor-onboarding-woocom…
     | ^

triggerdotdev__trigger.dev: runs/metadata.mdx:716:1: warning[missing-file]: /images/run-metadata.png is not in the docs folder
 716 | ![View run metadata dashboard](/images/run-metadata.png)
     | ^

mem0ai__mem0: cookbooks/frameworks/gemini-3-with-mem0-mcp.mdx:69:1: warning[unknown-icon]: there is no icon "document"
  69 | <Info icon="document">
     | ^
     = hint: see the icon names of the fontawesome library

novuhq__docs: integrations/providers/sms/infobip.mdx:20:3: warning[missing-file]: /images/channels-and-providers/sms/infobip/image-63.png is not in the docs folder
  20 |   <img src="/images/channels-and-providers/sms/infobip/image-63.png" />{" "}
     |   ^

spree__spree: user/orders/creating-orders.mdx:61:1: warning[missing-file]: /docs/images/user/orders/creating-orders/7-shipment-section.png is not in the docs folder
  61 | ![Adding a shipping method to an order in Spree Commerce](/docs/images/user/orders/creating-orders/7-shipment-section.pn…
     | ^

spree__spree: user/settings/users.mdx:16:1: warning[missing-file]: /images/user/settings/users/2.users_tab.png is not in the docs folder
  16 | ![](/images/user/settings/users/2.users_tab.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:269:3: warning[missing-file]: /integrations/data/images/sync-lago-invoices-salesforce.gif is not in the docs folder
 269 |   <img src="/integrations/data/images/sync-lago-invoices-salesforce.gif" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:2109:3: warning[missing-file]: /assets/changelog/v2.4/showcase_slack_federated_scoped_search.png is not in the docs folder
 2109 |   <img className="rounded-image" src="/assets/changelog/v2.4/showcase_slack_federated_scoped_search.png" alt="Slack conn…
      |   ^

upstash__docs: redis/howto/vercelintegration.mdx:83:3: warning[missing-file]: /img/vercel/integration_dashboard.png is not in the docs folder
  83 |   <img src="/img/vercel/integration_dashboard.png" />
     |   ^

ollama__ollama: capabilities/web-search.mdx:356:1: warning[missing-file]: /images/goose-mcp-2.png is not in the docs folder
 356 | ![Goose MCP Configuration 2](/images/goose-mcp-2.png)
     | ^

PrefectHQ__fastmcp: updates.mdx:287:1: warning[missing-file]: /assets/updates/release-3-0.png is not in the docs folder
 287 | <Card
     | ^

getlago__lago-doc: changelog/product-2024.mdx:362:5: warning[missing-file]: /changelog/images/20240801-invoicing-options-for-wallet-top-ups.webp is not in the docs folder
 362 |     <img src="/changelog/images/20240801-invoicing-options-for-wallet-top-ups.webp" alt="Lago wallet top-up invoicing op…
     |     ^

onyx-dot-app__documentation: admins/ai_models/lm_studio.mdx:64:5: warning[missing-file]: /assets/admins/ai_models/lm_studio_config.png is not in the docs folder
  64 |     <img className="rounded-image" src="/assets/admins/ai_models/lm_studio_config.png" alt="LM Studio Provider Configura…
     |     ^

triggerdotdev__trigger.dev: deployment/preview-branches.mdx:167:1: warning[missing-file]: /deployment/preview-branches.png is not in the docs folder
 167 | ![Preview branches page](/deployment/preview-branches.png)
     | ^

getlago__lago-doc: guide/plans/charges/charge-models/percentage.mdx:35:5: warning[missing-file]: /guide/plans/images/percentage-model-b2657bc04ac57c27cfe3bc3b830fd8dc.png is not in the docs folder
  35 |     <img src="/guide/plans/images/percentage-model-b2657bc04ac57c27cfe3bc3b830fd8dc.png"/>
     |     ^

onyx-dot-app__documentation: admins/actions/voice_mode.mdx:81:5: warning[missing-file]: /assets/admins/actions/voice-mode/tts.png is not in the docs folder
  81 |     <img className="rounded-image" src="/assets/admins/actions/voice-mode/tts.png" alt="Text-to-Speech Providers"/>
     |     ^

onyx-dot-app__documentation: overview/onyx_anywhere/cli.mdx:7:1: warning[missing-file]: /assets/overview/cli/cli_hero.png is not in the docs folder
   7 | <img src="/assets/overview/cli/cli_hero.png" alt="Onyx CLI terminal interface" />
     | ^

getlago__lago-doc: guide/invoicing/invoicing-settings/taxes.mdx:236:7: warning[missing-file]: /guide/invoicing/images/tax-on-add-on.png is not in the docs folder
 236 |       <img src="/guide/invoicing/images/tax-on-add-on.png" />
     |       ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:34:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/2-invite-vendor.png is not in the docs folder
  34 | ![The Invite Vendor form with fields for company name, contact email, and commission rate](/docs/images/user/vendors/ven…
     | ^

onyx-dot-app__documentation: developers/core_concepts.mdx:245:3: warning[unknown-icon]: there is no icon "page"
 245 |   <Accordion title="DocumentBase" icon="page">
     |   ^
     = hint: see the icon names of the fontawesome library

spree__spree: user/customers/customer-groups.mdx:60:1: warning[missing-file]: /docs/images/user/customers/customer-groups/4-add-customers.png is not in the docs folder
  60 | ![Adding customers to a customer group in Spree Commerce](/docs/images/user/customers/customer-groups/4-add-customers.pn…
     | ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:76:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/image-60.png is not in the docs folder
  76 |     <img src="/images/channels-and-providers/sms/africas-talking/image-60.png" />{" "}
     |     ^

onyx-dot-app__documentation: deployment/authentication/oauth.mdx:88:5: warning[missing-file]: /assets/deployment/gcc_oauth_client_details.png is not in the docs folder
  88 |     <img className="rounded-image" src="/assets/deployment/gcc_oauth_client_details.png" alt="Google Cloud Console OAuth…
     |     ^

spree__spree: user/vendors/commission-rates.mdx:52:1: warning[missing-file]: /docs/images/user/vendors/commission-rates/3-products-tab.png is not in the docs folder
  52 | ![The Products tab showing the list of products](/docs/images/user/vendors/commission-rates/3-products-tab.png)
     | ^

onyx-dot-app__documentation: admins/actions/openapi.mdx:23:5: warning[missing-file]: /assets/admins/actions/admin_panel_openapi.png is not in the docs folder
  23 |     <img className="rounded-image" src="/assets/admins/actions/admin_panel_openapi.png" alt="OpenAPI Actions tab in Onyx…
     |     ^

getlago__lago-doc: guide/plans/progressive-billing.mdx:199:3: warning[missing-file]: /guide/plans/images/progressive-billing-invoice-detail.png is not in the docs folder
 199 |   ![](/guide/plans/images/progressive-billing-invoice-detail.png)
     |   ^

getlago__lago-doc: integrations/usage/segment.mdx:33:3: warning[missing-file]: /integrations/usage/images/segment-catalog-1a7de549eb06d94a6a8ce92565e957a8.png is not in the docs folder
  33 |   <img src="/integrations/usage/images/segment-catalog-1a7de549eb06d94a6a8ce92565e957a8.png" />
     |   ^

spree__spree: user/settings/store-details.mdx:27:1: warning[missing-file]: /docs/images/user/settings/store-details/2-standards-and-formats.png is not in the docs folder
  27 | ![Standards and Formats settings in Spree Commerce](/docs/images/user/settings/store-details/2-standards-and-formats.png…
     | ^

spree__spree: user/orders/refunding-orders.mdx:12:1: warning[missing-file]: /docs/images/user/orders/refunding-orders/1-refunding-orders.png is not in the docs folder
  12 | ![Order management dashboard in Spree Commerce](/docs/images/user/orders/refunding-orders/1-refunding-orders.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/salesforce.mdx:30:5: warning[missing-file]: /assets/admins/connectors/salesforce/salesforce_2.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/admins/connectors/salesforce/salesforce_2.png" alt="Salesforce settings …
     |     ^

upstash__docs: qstash/features/background-jobs.mdx:117:3: warning[missing-file]: /img/qstash/qstash-bgjob-dark.png is not in the docs folder
 117 |   <img className="hidden dark:block" src="/img/qstash/qstash-bgjob-dark.png" alt="Background job diagram" />
     |   ^

getlago__lago-doc: guide/analytics/reports.mdx:10:3: warning[missing-file]: /guide/analytics/images/analytics-dashboard.png is not in the docs folder
  10 |   <img src="/guide/analytics/images/analytics-dashboard.png" />
     |   ^

spree__spree: user/products/creating-products.mdx:107:1: warning[missing-file]: /docs/images/user/products/create-a-product/14.multi_currency.png is not in the docs folder
 107 | ![](/docs/images/user/products/create-a-product/14.multi_currency.png)
     | ^

spree__spree: integrations/payments/paypal.mdx:31:1: warning[missing-file]: /docs/images/integrations/paypal/1-payment-method-list.png is not in the docs folder
  31 | ![PayPal listed under Available Payment Methods on the Payments settings page](/docs/images/integrations/paypal/1-paymen…
     | ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:189:1: warning[missing-file]: /guide/introduction/images/power-consumption-aba79c1bc4259e79144011519a519586.png is not in the docs folder
 189 | ![Power consumption diagram](/guide/introduction/images/power-consumption-aba79c1bc4259e79144011519a519586.png)
     | ^

novuhq__docs: concepts/preferences.mdx:44:3: warning[missing-file]: /images/preferences/inbox-global-preferences.png is not in the docs folder
  44 |   <img
     |   ^

spree__spree: user/manage-products/stock-levels.mdx:19:1: warning[missing-file]: /docs/images/user/products/stock-levels/1.stock_tab.png is not in the docs folder
  19 | ![](/docs/images/user/products/stock-levels/1.stock_tab.png)
     | ^

upstash__docs: workflow/pricing.mdx:11:3: warning[missing-file]: /img/qstash/message_cost.png is not in the docs folder
  11 |   <img src="/img/qstash/message_cost.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:1393:3: warning[missing-file]: /assets/changelog/v2.12/showcase_brave_web_search.png is not in the docs folder
 1393 |   <img className="rounded-image" src="/assets/changelog/v2.12/showcase_brave_web_search.png" alt="Brave Web Search"/>
      |   ^

onyx-dot-app__documentation: admins/connectors/official/oci_storage.mdx:72:5: warning[missing-file]: /assets/admins/connectors/blob/oci/Onyx1.png is not in the docs folder
  72 |     <img className="rounded-image" src="/assets/admins/connectors/blob/oci/Onyx1.png" alt="OCI credentials input"/>
     |     ^

spree__spree: user/manage-products/price-lists.mdx:22:1: warning[missing-file]: /docs/images/user/products/price-lists/2-price-list-form.png is not in the docs folder
  22 | ![Creating a new price list in Spree Commerce](/docs/images/user/products/price-lists/2-price-list-form.png)
     | ^

spree__spree: user/settings/locations.mdx:34:1: warning[missing-file]: /docs/images/user/settings/locations/4-set-default-location.png is not in the docs folder
  34 | ![](/docs/images/user/settings/locations/4-set-default-location.png)
     | ^

upstash__docs: workflow/agents/getting-started.mdx:136:1: warning[missing-file]: /img/workflow/agents/logs/logs-getting-started.png is not in the docs folder
 136 | <img src="/img/workflow/agents/logs/logs-getting-started.png" />
     | ^

upstash__docs: workflow/examples/waitForEvent.mdx:102:3: warning[missing-file]: /img/qstash-workflow/events/wait.png is not in the docs folder
 102 |   <img src="/img/qstash-workflow/events/wait.png" />
     |   ^

upstash__docs: box/overall/quickstart.mdx:16:3: warning[missing-file]: /img/box/create-api-key.png is not in the docs folder
  16 |   <img src="/img/box/create-api-key.png" />
     |   ^

novuhq__docs: community/machine-setup.mdx:259:3: warning[missing-file]: /images/community/machine-setup/dock.png is not in the docs folder
 259 |   <img src="/images/community/machine-setup/dock.png" alt="Dock" />
     |   ^

spree__spree: integrations/analytics/google-tag-manager.mdx:59:1: warning[missing-file]: /images/integrations/google-tag-manager/3.gtm_id.png is not in the docs folder
  59 | ![](/images/integrations/google-tag-manager/3.gtm_id.png)
     | ^

spree__spree: user/settings/metafields.mdx:101:1: warning[missing-file]: /docs/images/user/settings/metafields/7-enter-metafield-values.png is not in the docs folder
 101 | ![Product metafields in Spree](/docs/images/user/settings/metafields/7-enter-metafield-values.png)
     | ^

onyx-dot-app__documentation: overview/core_features/actions.mdx:37:1: warning[missing-file]: /assets/overview/core_features/action_toggle.png is not in the docs folder
  37 | <img className="rounded-image" src="/assets/overview/core_features/action_toggle.png" alt="Action Toggle"/>
     | ^

getlago__lago-doc: changelog/product-2024.mdx:142:5: warning[missing-file]: /changelog/images/20241113-cascade-plans-edits-to-overridden-sub.webp is not in the docs folder
 142 |     <img src="/changelog/images/20241113-cascade-plans-edits-to-overridden-sub.webp" alt="Lago plan edit cascading chang…
     |     ^

spree__spree: user/how-to/multiple-languages.mdx:84:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/7-policy-editor.png is not in the docs folder
  84 | ![A policy open in the policy editor](/docs/images/user/how-to/multiple-languages/7-policy-editor.png)
     | ^

spree__spree: user/products/creating-products.mdx:51:1: warning[missing-file]: /docs/images/user/products/create-a-product/7.edit_image.png is not in the docs folder
  51 | ![](/docs/images/user/products/create-a-product/7.edit_image.png)
     | ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:178:1: warning[missing-file]: /guide/introduction/images/api-search-aggregation-23924f13dd3da2e5d73388afffe7e89a.png is not in the docs folder
 178 | ![Event aggregation for API searches](/guide/introduction/images/api-search-aggregation-23924f13dd3da2e5d73388afffe7e89a…
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:92:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/8-woocommerce-url.png is not in the docs folder
  92 | ![The popup asking for the WooCommerce store URL](/docs/images/user/vendors/vendor-onboarding-woocommerce/8-woocommerce-…
     | ^

upstash__docs: qstash/quickstarts/deno-deploy.mdx:59:1: warning[missing-file]: /img/qstash/deno_deploy_env.png is not in the docs folder
  59 | ![](/img/qstash/deno_deploy_env.png)
     | ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:112:5: warning[missing-file]: /images/priv-connections-network-load-balancer-vpc-az.png is not in the docs folder
 112 |     ![Network Load Balancer VPC and Availability Zones](/images/priv-connections-network-load-balancer-vpc-az.png)
     |     ^

onyx-dot-app__documentation: changelog.mdx:1922:3: warning[missing-file]: /assets/changelog/v2.6/showcase_onyx_mcp_server.png is not in the docs folder
 1922 |   <img className="rounded-image" src="/assets/changelog/v2.6/showcase_onyx_mcp_server.png" alt="Onyx MCP Server"/>
      |   ^

triggerdotdev__trigger.dev: guides/ai-agents/overview.mdx:49:3: warning[unknown-icon]: there is no icon "snake"
  49 |   <Card
     |   ^
     = hint: see the icon names of the fontawesome library

onyx-dot-app__documentation: overview/core_features/chat.mdx:32:1: warning[missing-file]: /assets/overview/core_features/actions.png is not in the docs folder
  32 | <img className="rounded-image" src="/assets/overview/core_features/actions.png" alt="Actions Input"/>
     | ^

onyx-dot-app__documentation: admins/connectors/official/guru.mdx:23:1: warning[missing-file]: /assets/admins/connectors/guru/GuruConnectorAuth.gif is not in the docs folder
  23 | <img className="rounded-image" src="/assets/admins/connectors/guru/GuruConnectorAuth.gif" alt="Guru API dashboard steps …
     | ^

spree__spree: user/manage-products/translations.mdx:35:1: warning[missing-file]: /docs/images/user/products/translations/4-translation-drawer.png is not in the docs folder
  35 | ![Translation side panel allowing users to edit locale translations for products](/docs/images/user/products/translation…
     | ^

onyx-dot-app__documentation: admins/ai_models/google_ai.mdx:28:5: warning[missing-file]: /assets/admins/ai_models/gcs_service_acc.png is not in the docs folder
  28 |     <img className="rounded-image" src="/assets/admins/ai_models/gcs_service_acc.png" alt="Google Cloud Console Service …
     |     ^

onyx-dot-app__documentation: admins/managing_features/chat.mdx:38:1: warning[missing-file]: /assets/admins/chat_preferences/chat_preferences_team_context.png is not in the docs folder
  38 | <img className="rounded-image" src="/assets/admins/chat_preferences/chat_preferences_team_context.png" alt="Team Name an…
     | ^

spree__spree: user/settings/metafields.mdx:20:1: warning[missing-file]: /docs/images/user/settings/metafields/2-create-a-metafield.png is not in the docs folder
  20 | ![Creating metafields in Spree](/docs/images/user/settings/metafields/2-create-a-metafield.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:140:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/13-shipping-rates.png is not in the docs folder
 140 | ![The Shipping Methods page in the vendor dashboard with synced WooCommerce methods and rate fields](/docs/images/user/v…
     | ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:122:5: warning[missing-file]: /images/priv-connections-network-load-balancer-add-target-group.png is not in the docs folder
 122 |     ![Add the target group to the NLB listener](/images/priv-connections-network-load-balancer-add-target-group.png)
     |     ^

spree__spree: user/returns/returns-processing.mdx:22:1: warning[missing-file]: /docs/images/user/returns/returns-processing/2.new_return_auth.png is not in the docs folder
  22 | ![](/docs/images/user/returns/returns-processing/2.new_return_auth.png)
     | ^

spree__spree: user/manage-products/product-options.mdx:46:1: warning[missing-file]: /docs/images/user/products/options/6-enter-option-values.png is not in the docs folder
  46 | ![](/docs/images/user/products/options/6-enter-option-values.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/google_drive/oauth.mdx:66:5: warning[missing-file]: /assets/admins/connectors/google_drive/GoogleDriveScopes.png is not in the docs folder
  66 |     <img className="rounded-image" src="/assets/admins/connectors/google_drive/GoogleDriveScopes.png" alt="OAuth consent…
     |     ^

novuhq__docs: integrations/providers/chat/zulip.mdx:35:3: warning[missing-file]: /images/channels-and-providers/chat/zulip/step_04.png is not in the docs folder
  35 |   <img src="/images/channels-and-providers/chat/zulip/step_04.png" />{" "}
     |   ^

onyx-dot-app__documentation: deployment/authentication/sso_providers.mdx:38:1: warning[missing-file]: /assets/deployment/sso_providers_page.png is not in the docs folder
  38 | <img className="rounded-image" src="/assets/deployment/sso_providers_page.png" alt="SSO Providers admin page"/>
     | ^

getlago__lago-doc: guide/subscriptions/assign-plan.mdx:127:7: warning[missing-file]: /guide/subscriptions/images/subscription-future-advance-e0c8d632579fe11dfc530987d86ca211.png is not in the docs folder
 127 |       <img src="/guide/subscriptions/images/subscription-future-advance-e0c8d632579fe11dfc530987d86ca211.png" />
     |       ^

onyx-dot-app__documentation: security/architecture/system_description.mdx:19:1: warning[missing-file]: /assets/security/OnyxArchitecture.png is not in the docs folder
  19 | <img className="rounded-image" src="/assets/security/OnyxArchitecture.png" alt="Onyx Architecture"/>
     | ^

spree__spree: integrations/payments/stripe.mdx:47:1: warning[missing-file]: /images/integrations/stripe/3.stripe_enabled.png is not in the docs folder
  47 | ![](/images/integrations/stripe/3.stripe_enabled.png)
     | ^

spree__spree: user/how-to/regional-volume.mdx:40:1: warning[missing-file]: /docs/images/user/how-to/regional-volume/1-new-price-list-form.png is not in the docs folder
  40 | ![The New Price List form in Spree Commerce](/docs/images/user/how-to/regional-volume/1-new-price-list-form.png)
     | ^

spree__spree: user/customers/edit-customer.mdx:16:1: warning[missing-file]: /docs/images/user/customers/editing-customers/2-customer-profile.png is not in the docs folder
  16 | ![The customer profile overview in the Spree dashboard](/docs/images/user/customers/editing-customers/2-customer-profile…
     | ^

onyx-dot-app__documentation: deployment/local/desktop_app.mdx:15:1: warning[missing-file]: /assets/deployment/onyx_desktop_app.png is not in the docs folder
  15 | <img className="rounded-image" src="/assets/deployment/onyx_desktop_app.png" alt="Onyx Desktop App"/>
     | ^

getlago__lago-doc: guide/plans/progressive-billing.mdx:47:7: warning[missing-file]: /guide/plans/images/progressive-billing-step-thresholds.png is not in the docs folder
  47 |       ![](/guide/plans/images/progressive-billing-step-thresholds.png)
     |       ^

getlago__lago-doc: changelog/product-2025.mdx:15:5: warning[missing-file]: /changelog/images/20251215mcp-server.webp is not in the docs folder
  15 |     <img src="/changelog/images/20251215mcp-server.webp" alt="Lago MCP server connecting an AI assistant to billing data…
     |     ^

novuhq__docs: getting-started/quickstart.mdx:319:9: warning[missing-file]: /getting-started/media-assets/application-identifier.png is not in the docs folder
 319 |         <img src="/getting-started/media-assets/application-identifier.png" alt="Update Application Identifier" />
     |         ^

onyx-dot-app__documentation: admins/managing_features/chat.mdx:25:1: warning[missing-file]: /assets/admins/chat_preferences/chat_preferences_features.png is not in the docs folder
  25 | <img className="rounded-image" src="/assets/admins/chat_preferences/chat_preferences_features.png" alt="Chat Preferences…
     | ^

ollama__ollama: integrations/codex-app.mdx:32:1: warning[missing-file]: /images/codex-app-annotate.png is not in the docs folder
  32 | <img
     | ^

novuhq__docs: integrations/providers/sms/infobip.mdx:45:3: warning[missing-file]: /images/channels-and-providers/sms/infobip/image-66.png is not in the docs folder
  45 |   <img src="/images/channels-and-providers/sms/infobip/image-66.png" />{" "}
     |   ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:18:3: warning[missing-file]: /integrations/images/lago-salesforce-object-mapping.png is not in the docs folder
  18 |   <img src="/integrations/images/lago-salesforce-object-mapping.png" />
     |   ^

mintlify__starter: quickstart.mdx:18:3: warning[unknown-icon]: there is no icon "rectangle-terminal"
  18 |   <Accordion icon="rectangle-terminal" title="Start the preview server">
     |   ^
     = hint: see the icon names of the fontawesome library

spree__spree: user/manage-products/price-lists.mdx:35:1: warning[missing-file]: /docs/images/user/products/price-lists/3-edit-form.png is not in the docs folder
  35 | ![The price list editor in Spree Commerce](/docs/images/user/products/price-lists/3-edit-form.png)
     | ^

getlago__lago-doc: integrations/payments/gocardless-integration.mdx:151:3: warning[missing-file]: /guide/payments/images/gcl-mandate-c4e336d031a583d002189188ab2599e2.png is not in the docs folder
 151 |   <img src="/guide/payments/images/gcl-mandate-c4e336d031a583d002189188ab2599e2.png" />
     |   ^

spree__spree: user/orders/cancelling-orders.mdx:14:1: warning[missing-file]: /docs/images/user/orders/cancelling-orders/1-cancelling-orders.png is not in the docs folder
  14 | ![Spree Commerce Orders tab showing order states](/docs/images/user/orders/cancelling-orders/1-cancelling-orders.png)
     | ^

getlago__lago-doc: integrations/payments/gocardless-integration.mdx:103:3: warning[missing-file]: /guide/payments/images/gcl-customer-new-3f7f52c1614edb8b577b075e35de99fb.png is not in the docs folder
 103 |   <img src="/guide/payments/images/gcl-customer-new-3f7f52c1614edb8b577b075e35de99fb.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/dropbox.mdx:39:5: warning[missing-file]: /assets/admins/connectors/dropbox/dropbox-connector-3.png is not in the docs folder
  39 |     <img className="rounded-image" src="/assets/admins/connectors/dropbox/dropbox-connector-3.png" alt="DropboxStep3"/>
     |     ^

spree__spree: user/products/creating-products.mdx:22:1: warning[missing-file]: /docs/images/user/products/create-a-product/2.new_product.png is not in the docs folder
  22 | ![](/docs/images/user/products/create-a-product/2.new_product.png)
     | ^

spree__spree: user/promotions/create-a-promotion.mdx:69:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/6-promo-rules.png is not in the docs folder
  69 | ![Setting promotion rules in Spree Commerce](/docs/images/user/promotions/create-a-promotion/6-promo-rules.png)
     | ^

spree__spree: user/settings/tax.mdx:16:1: warning[missing-file]: /docs/images/user/settings/tax/2-tax-subtabs.png is not in the docs folder
  16 | ![The Tax Rates and Tax Categories subtabs on the Tax settings page](/docs/images/user/settings/tax/2-tax-subtabs.png)
     | ^

getlago__lago-doc: integrations/payments/adyen-integration.mdx:181:3: warning[missing-file]: /guide/payments/images/adyen-checkout.png is not in the docs folder
 181 |   <img src="/guide/payments/images/adyen-checkout.png" />
     |   ^

getlago__lago-doc: integrations/crm/salesforce-cpq.mdx:23:3: warning[missing-file]: /integrations/images/lago-salesforce-cpq-object-mapping.png is not in the docs folder
  23 |   <img src="/integrations/images/lago-salesforce-cpq-object-mapping.png" />
     |   ^

spree__spree: user/vendors/vendor-management.mdx:118:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/8-vendor-subtabs.png is not in the docs folder
 118 | ![The row of subtabs on a vendor profile, including Overview, Products, Orders, Users, Invitations, and Policies](/docs/…
     | ^

getlago__lago-doc: changelog/product.mdx:479:5: warning[missing-file]: /changelog/images/20260318-wallet-alerts.webp is not in the docs folder
 479 |     <img src="/changelog/images/20260318-wallet-alerts.webp" alt="Lago wallet alert configured with a credit balance thr…
     |     ^

novuhq__docs: recipes/workflows/recent-login.mdx:14:1: warning[missing-file]: /images/how-to/recent-login.png is not in the docs folder
  14 | <img
     | ^

spree__spree: user/orders/processing-orders.mdx:30:1: warning[missing-file]: /docs/images/user/orders/processing-orders/4-capture-payment.png is not in the docs folder
  30 | ![Manually capturing payments in Spree Commerce](/docs/images/user/orders/processing-orders/4-capture-payment.png)
     | ^

getlago__lago-doc: guide/dunning/manual-dunning.mdx:21:7: warning[missing-file]: /guide/images/customer-request-overdue-balance-payment.png is not in the docs folder
  21 |       <img src="/guide/images/customer-request-overdue-balance-payment.png" />
     |       ^

onyx-dot-app__documentation: admins/connectors/official/bitbucket.mdx:110:5: warning[missing-file]: /assets/admins/connectors/bitbucket/BitbucketConnector.png is not in the docs folder
 110 |     ![BitbucketConnector](/assets/admins/connectors/bitbucket/BitbucketConnector.png)
     |     ^

spree__spree: developer/customization/quickstart.mdx:31:5: warning[missing-file]: /images/spree_admin_store_settings.png is not in the docs folder
  31 |     <img src="/images/spree_admin_store_settings.png" alt="Spree Admin Store Settings" />
     |     ^

spree__spree: user/settings/metafields.mdx:36:1: warning[missing-file]: /docs/images/user/settings/metafields/3-metafield-resource.png is not in the docs folder
  36 | ![Add a metafield definition in Spree](/docs/images/user/settings/metafields/3-metafield-resource.png)
     | ^

Comfy-Org__docs: zh/development/core-concepts/nodes.mdx:71:1: warning[missing-file]: /images/zh/core-concept/node/node.jpg is not in the docs folder
  71 | ![节点外观](/images/zh/core-concept/node/node.jpg)
     | ^

getlago__lago-doc: integrations/payments/stripe/payments.mdx:58:3: warning[missing-file]: /guide/payments/images/stripe-customer-new.png is not in the docs folder
  58 |   <img src="/guide/payments/images/stripe-customer-new.png" />
     |   ^

getlago__lago-doc: integrations/accounting/xero.mdx:43:3: warning[missing-file]: /integrations/images/xero-syncs-and-actions.png is not in the docs folder
  43 |   <img src="/integrations/images/xero-syncs-and-actions.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/jira.mdx:58:5: warning[missing-file]: /assets/admins/connectors/jira/JiraIndex.png is not in the docs folder
  58 |     <img className="rounded-image" src="/assets/admins/connectors/jira/JiraIndex.png" alt="Jira indexing configuration s…
     |     ^

spree__spree: user/manage-products/product-taxonomies.mdx:67:1: warning[missing-file]: /docs/images/user/products/taxonomies/5.automatic-taxons.png is not in the docs folder
  67 | ![](/docs/images/user/products/taxonomies/5.automatic-taxons.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:88:1: warning[missing-file]: /docs/images/user/products/taxonomies/7.navigation.png is not in the docs folder
  88 | ![](/docs/images/user/products/taxonomies/7.navigation.png)
     | ^

spree__spree: user/customers/issue-gift-card.mdx:41:1: warning[missing-file]: /docs/images/user/customers/gift-cards/5-edit-gift-card.png is not in the docs folder
  41 | ![Editing a gift card in the Spree Commerce admin dashboard](/docs/images/user/customers/gift-cards/5-edit-gift-card.png…
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:40:1: warning[missing-file]: /docs/images/user/products/taxonomies/3.new-taxon.png is not in the docs folder
  40 | ![](/docs/images/user/products/taxonomies/3.new-taxon.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/google_storage.mdx:41:5: warning[missing-file]: /assets/admins/connectors/blob/google/service_account_perms.png is not in the docs folder
  41 |     <img className="rounded-image" src="/assets/admins/connectors/blob/google/service_account_perms.png" alt="Service ac…
     |     ^

onyx-dot-app__documentation: admins/ai_models/bedrock.mdx:103:5: warning[missing-file]: /assets/admins/ai_models/bedrock_config.png is not in the docs folder
 103 |     <img className="rounded-image" src="/assets/admins/ai_models/bedrock_config.png" alt="Bedrock Provider Configuration…
     |     ^

getlago__lago-doc: changelog/product.mdx:193:5: warning[missing-file]: /changelog/images/20260723-delete-draft-invoice.webp is not in the docs folder
 193 |     <img src="/changelog/images/20260723-delete-draft-invoice.webp" alt="Lago draft invoice with the delete action avail…
     |     ^

onyx-dot-app__documentation: admins/analytics/overview.mdx:20:1: warning[missing-file]: /assets/admins/analytics/usage_statistics.png is not in the docs folder
  20 | <img className="rounded-image" src="/assets/admins/analytics/usage_statistics.png" alt="Usage Statistics"/>
     | ^

onyx-dot-app__documentation: admins/overview.mdx:17:1: warning[missing-file]: /assets/admins/admin_panel_overview.png is not in the docs folder
  17 | <img className="rounded-image" src="/assets/admins/admin_panel_overview.png" alt="Onyx Admin Panel Overview"/>
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:56:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/4-invitation-link.png is not in the docs folder
  56 | ![The Invitations subtab with the three-dot menu opened to show the Copy invitation link option](/docs/images/user/vendo…
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:131:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/10-returns-address.png is not in the docs folder
 131 | ![The Add Returns Address task expanded with the address form fields](/docs/images/user/vendors/vendor-onboarding-manual…
     | ^

getlago__lago-doc: integrations/crm/hubspot.mdx:134:3: warning[missing-file]: /integrations/images/hubspot-integration-create-company.png is not in the docs folder
 134 |   <img src="/integrations/images/hubspot-integration-create-company.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/zulip.mdx:31:5: warning[missing-file]: /assets/admins/connectors/zulip/ZulipRC.png is not in the docs folder
  31 |     <img className="rounded-image" src="/assets/admins/connectors/zulip/ZulipRC.png" alt="Zulip bot page highlighting th…
     |     ^

spree__spree: user/settings/payments.mdx:34:1: warning[missing-file]: /images/user/settings/payments/5.available_payment_methods.png is not in the docs folder
  34 | ![](/images/user/settings/payments/5.available_payment_methods.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:80:1: warning[missing-file]: /docs/images/user/products/taxonomies/6.condition-values.png is not in the docs folder
  80 | ![](/docs/images/user/products/taxonomies/6.condition-values.png)
     | ^

upstash__docs: redis/tutorials/tanstack_chat_persistence.mdx:124:51: warning[mdx-undefined]: userId is not defined, so the expression shows nothing
 124 | - Namespace keys per user, e.g. `prefix: \`chat:${userId}:\``.
     |                                                   ^
     = hint: define it with export const, import it, or write \{ for a literal brace

spree__spree: user/how-to/wholesale-pricing.mdx:41:1: warning[missing-file]: /docs/images/user/how-to/wholesale-pricing/3-group-overview.png is not in the docs folder
  41 | ![Users added to a customer group in Spree Commerce](/docs/images/user/how-to/wholesale-pricing/3-group-overview.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:789:3: warning[missing-file]: /assets/changelog/v4.0/index_stage_metrics.png is not in the docs folder
 789 |   <img className="rounded-image" src="/assets/changelog/v4.0/index_stage_metrics.png" alt="Hook Extensions Page"/>
     |   ^

spree__spree: user/orders/cancelling-orders.mdx:18:1: warning[missing-file]: /docs/images/user/orders/cancelling-orders/2-order-details.png is not in the docs folder
  18 | ![An order details page in the Spree Commerce admin dashboard](/docs/images/user/orders/cancelling-orders/2-order-detail…
     | ^

spree__spree: user/settings/zones.mdx:29:1: warning[missing-file]: /images/user/settings/zones/2.add_a_zone.png is not in the docs folder
  29 | ![](/images/user/settings/zones/2.add_a_zone.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/github.mdx:203:1: warning[missing-file]: /assets/admins/connectors/github/GithubConnector.png is not in the docs folder
 203 | <img className="rounded-image" src="/assets/admins/connectors/github/GithubConnector.png" alt="Onyx GitHub connector rep…
     | ^

onyx-dot-app__documentation: admins/actions/voice_mode.mdx:158:5: warning[missing-file]: /assets/admins/actions/voice-mode/voice_selection.png is not in the docs folder
 158 |     <img className="rounded-image" src="/assets/admins/actions/voice-mode/voice_selection.png" alt="Voice Selection"/>
     |     ^

upstash__docs: qstash/features/background-jobs.mdx:116:3: warning[missing-file]: /img/qstash/qstash-bgjob-light.png is not in the docs folder
 116 |   <img className="block dark:hidden" src="/img/qstash/qstash-bgjob-light.png" alt="Background job diagram" />
     |   ^

onyx-dot-app__documentation: admins/ai_models/openai.mdx:23:5: warning[missing-file]: /assets/admins/ai_models/openai_config.png is not in the docs folder
  23 |     <img className="rounded-image" src="/assets/admins/ai_models/openai_config.png" alt="OpenAI Provider Configuration"/…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/google_storage.mdx:35:5: warning[missing-file]: /assets/admins/connectors/blob/google/service_account_config.png is not in the docs folder
  35 |     <img className="rounded-image" src="/assets/admins/connectors/blob/google/service_account_config.png" alt="Service a…
     |     ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:175:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/12-confirm-shipping-rates.png is not in the docs folder
 175 | ![The Shipping Methods page in the vendor dashboard with the Confirm Shipping Rates button](/docs/images/user/vendors/ve…
     | ^

onyx-dot-app__documentation: admins/connectors/official/oci_storage.mdx:51:5: warning[missing-file]: /assets/admins/connectors/blob/oci/secretkeys.png is not in the docs folder
  51 |     <img className="rounded-image" src="/assets/admins/connectors/blob/oci/secretkeys.png" alt="OCI secret keys list"/>
     |     ^

onyx-dot-app__documentation: admins/managing_features/chat.mdx:92:1: warning[missing-file]: /assets/admins/chat_preferences/chat_preferences_advanced_options.png is not in the docs folder
  92 | <img className="rounded-image" src="/assets/admins/chat_preferences/chat_preferences_advanced_options.png" alt="Advanced…
     | ^

spree__spree: integrations/tax/avalara.mdx:52:1: warning[missing-file]: /docs/images/integrations/avalara/7-additional-settings.png is not in the docs folder
  52 | ![Additional settings on the Avalara integration page](/docs/images/integrations/avalara/7-additional-settings.png)
     | ^

spree__spree: user/vendors/vendor-management.mdx:110:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/7-returns-billing.png is not in the docs folder
 110 | ![The Returns & Billing Address section displaying the vendor's registered addresses](/docs/images/user/vendors/vendor-m…
     | ^

onyx-dot-app__documentation: admins/connectors/official/clickup.mdx:59:5: warning[missing-file]: /assets/admins/connectors/clickup/ClickupAuth.png is not in the docs folder
  59 |     <img className="rounded-image" src="/assets/admins/connectors/clickup/ClickupAuth.png" alt="Clickup connector authen…
     |     ^

novuhq__docs: integrations/providers/sms/firetext.mdx:28:5: warning[missing-file]: /images/channels-and-providers/sms/firetext/step_02.png is not in the docs folder
  28 |     <img src="/images/channels-and-providers/sms/firetext/step_02.png" />{" "}
     |     ^

triggerdotdev__trigger.dev: limits.mdx:117:1: warning[unknown-component]: <SoftLimit> is not a component Folio knows
 117 | <SoftLimit />
     | ^
     = hint: import it from a snippet, or check the spelling

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:150:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/10-vendor-account-creation.png is not in the docs folder
 150 | ![The Spree vendor account creation screen presented after the vendor accepts the Shopify app installation](/docs/images…
     | ^

upstash__docs: qstash/features/dlq.mdx:15:3: warning[missing-file]: /img/qstash-dlq/dlq.png is not in the docs folder
  15 |   <img src="/img/qstash-dlq/dlq.png" />
     |   ^

spree__spree: user/vendors/vendor-payouts.mdx:28:1: warning[missing-file]: /docs/images/user/vendors/vendor-payouts/1-vendors-tab.png is not in the docs folder
  28 | ![The Vendors tab showing the list of vendors](/docs/images/user/vendors/vendor-payouts/1-vendors-tab.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:109:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/8-billing-address.png is not in the docs folder
 109 | ![The Add Billing Address task expanded with the billing form fields](/docs/images/user/vendors/vendor-onboarding-manual…
     | ^

getlago__lago-doc: changelog/product-2025.mdx:365:5: warning[missing-file]: /changelog/images/20250625-api-logs.webp is not in the docs folder
 365 |     <img src="/changelog/images/20250625-api-logs.webp" alt="Lago API logs listing requests with endpoint, status, and c…
     |     ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:170:1: warning[missing-file]: /guide/introduction/images/tracked-users-aggregation-1c662afae3af55c1d1b43793d0f56cc8.png is not in the docs folder
 170 | ![Event aggregation for tracked users](/guide/introduction/images/tracked-users-aggregation-1c662afae3af55c1d1b43793d0f5…
     | ^

PrefectHQ__fastmcp: v2/integrations/authkit.mdx:32:5: warning[missing-file]: /v2/integrations/images/authkit/enable_dcr.png is not in the docs folder
  32 |     ![Enable Dynamic Client Registration](./images/authkit/enable_dcr.png)
     |     ^

novuhq__docs: getting-started/quickstart.mdx:167:5: warning[missing-file]: /getting-started/media-assets/test-workflow-inbox.png is not in the docs folder
 167 |     <img src="/getting-started/media-assets/test-workflow-inbox.png" alt="Test workflow inbox" />
     |     ^

getlago__lago-doc: guide/dunning/manual-dunning.mdx:30:7: warning[missing-file]: /guide/images/customer-overdue-balance-payment-preview.png is not in the docs folder
  30 |       <img src="/guide/images/customer-overdue-balance-payment-preview.png" />
     |       ^

onyx-dot-app__documentation: admins/actions/web_search.mdx:21:5: warning[missing-file]: /assets/admins/actions/web_search/web_search.png is not in the docs folder
  21 |     <img className="rounded-image" src="/assets/admins/actions/web_search/web_search.png" alt="Web Search dashboard in O…
     |     ^

novuhq__docs: inbox/headless/get-started.mdx:69:1: warning[component-prop]: <Step> has no title
  69 | <Step>
     | ^
     = hint: add title="…"

spree__spree: user/promotions/create-a-promotion.mdx:18:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/2-new-promotion.png is not in the docs folder
  18 | ![Creating a new promotion in Spree Commerce](/docs/images/user/promotions/create-a-promotion/2-new-promotion.png)
     | ^

spree__spree: user/vendors/commission-rates.mdx:42:1: warning[missing-file]: /docs/images/user/vendors/commission-rates/2-vendor-commission-rate.png is not in the docs folder
  42 | ![The vendor profile page with the Commission Rate field highlighted](/docs/images/user/vendors/commission-rates/2-vendo…
     | ^

spree__spree: user/products/editing-multi-variant-products.mdx:30:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/4.edit_options.png is not in the docs folder
  30 | ![](/docs/images/user/products/multi-variant-products/4.edit_options.png)
     | ^

spree__spree: user/how-to/regional-volume.mdx:59:1: warning[missing-file]: /docs/images/user/how-to/regional-volume/3-edit-prices-usd.png is not in the docs folder
  59 | ![The price editor showing discounted USD prices for the US 21–50 unit tier](/docs/images/user/how-to/regional-volume/3-…
     | ^

getlago__lago-doc: guide/customers/customer-portal.mdx:47:3: warning[missing-file]: /guide/images/customer-portal-invoices-list.png is not in the docs folder
  47 |   <img src="/guide/images/customer-portal-invoices-list.png" />
     |   ^

spree__spree: user/how-to/wholesale-pricing.mdx:73:1: warning[missing-file]: /docs/images/user/how-to/wholesale-pricing/6-edit-prices.png is not in the docs folder
  73 | ![The price editor showing wholesale prices entered for the Wholesale Buyers price list](/docs/images/user/how-to/wholes…
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:150:1: warning[missing-file]: /docs/images/user/products/taxonomies/16.taxonomy-tree.png is not in the docs folder
 150 | ![](/docs/images/user/products/taxonomies/16.taxonomy-tree.png)
     | ^

spree__spree: user/settings/store-details.mdx:14:1: warning[missing-file]: /docs/images/user/settings/store-details/1-name-and-logo.png is not in the docs folder
  14 | ![Name and Logo settings in Spree Commerce](/docs/images/user/settings/store-details/1-name-and-logo.png)
     | ^

spree__spree: user/how-to/volume-pricing.mdx:53:1: warning[missing-file]: /docs/images/user/how-to/volume-pricing/3-edit-prices.png is not in the docs folder
  53 | ![The price editor showing discounted prices entered for the 21–50 unit tier](/docs/images/user/how-to/volume-pricing/3-…
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:244:3: warning[missing-file]: /integrations/data/images/lago-synced-account-salesforce.png is not in the docs folder
 244 |   <img src="/integrations/data/images/lago-synced-account-salesforce.png" />
     |   ^

ollama__ollama: capabilities/web-search.mdx:348:1: warning[missing-file]: /images/codex-mcp.png is not in the docs folder
 348 | ![Codex MCP Configuration](/images/codex-mcp.png)
     | ^

spree__spree: user/how-to/schedule-sale-pricing.mdx:79:1: warning[missing-file]: /docs/images/user/how-to/schedule-sale-pricing/4-edit-prices-eur.png is not in the docs folder
  79 | ![The price editor showing discounted EUR sale prices for the EU Black Friday price list](/docs/images/user/how-to/sched…
     | ^

spree__spree: user/returns/returns-processing.mdx:119:1: warning[missing-file]: /docs/images/user/returns/returns-processing/13.updated_cr_form.png is not in the docs folder
 119 | ![](/docs/images/user/returns/returns-processing/13.updated_cr_form.png)
     | ^

spree__spree: user/customers/issue-gift-card.mdx:53:1: warning[missing-file]: /docs/images/user/customers/gift-cards/6-delete-gift-card.png is not in the docs folder
  53 | ![Deleting a gift card in Spree Commerce](/docs/images/user/customers/gift-cards/6-delete-gift-card.png)
     | ^

getlago__lago-doc: changelog/product-2023.mdx:323:5: warning[missing-file]: /changelog/images/20230801-graduated-percentage-pricing.webp is not in the docs folder
 323 |     <img src="/changelog/images/20230801-graduated-percentage-pricing.webp" alt="Lago charge using graduated percentage …
     |     ^

triggerdotdev__trigger.dev: tasks/scheduled.mdx:236:9: warning[missing-file]: /images/schedules-create.png is not in the docs folder
 236 |   done. ![Create schedule form](/images/schedules-create.png)
     |         ^

spree__spree: user/customers/customer-groups.mdx:35:1: warning[missing-file]: /docs/images/user/customers/customer-groups/1-customer-groups.png is not in the docs folder
  35 | ![The Customer Groups tab in Spree Commerce](/docs/images/user/customers/customer-groups/1-customer-groups.png)
     | ^

getlago__lago-doc: guide/entitlements.mdx:114:9: warning[missing-file]: /guide/images/entitlements-subscription-workflow.jpg is not in the docs folder
 114 |         <img src="/guide/images/entitlements-subscription-workflow.jpg" />
     |         ^

spree__spree: user/manage-products/search-products.mdx:45:1: warning[missing-file]: /docs/images/user/products/searching-products/5.taxon_filter.png is not in the docs folder
  45 | ![](/docs/images/user/products/searching-products/5.taxon_filter.png)
     | ^

spree__spree: user/manage-products/bulk-product-operations.mdx:76:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/7.remove_tags.png is not in the docs folder
  76 | ![](/docs/images/user/products/bulk-product-operations/7.remove_tags.png)
     | ^

upstash__docs: redis/sdks/ratelimit-ts/traffic-protection.mdx:60:1: warning[missing-file]: /img/ratelimit/denylist.png is not in the docs folder
  60 | ![denylist.png](/img/ratelimit/denylist.png)
     | ^

upstash__docs: qstash/quickstarts/cloudflare-workers.mdx:193:3: warning[missing-file]: /img/cloudflare-integration/add-binding.png is not in the docs folder
 193 |   <img src="/img/cloudflare-integration/add-binding.png" />
     |   ^

spree__spree: user/settings/shipping-methods.mdx:24:1: warning[missing-file]: /docs/images/user/settings/shipping/3-shipping-method-presentation.png is not in the docs folder
  24 | ![Spree shipping methods presentation settings](/docs/images/user/settings/shipping/3-shipping-method-presentation.png)
     | ^

upstash__docs: workflow/features/failure-callback.mdx:10:3: warning[missing-file]: /img/workflow/failure_function.png is not in the docs folder
  10 |   <img src="/img/workflow/failure_function.png" />
     |   ^

spree__spree: user/settings/zones.mdx:61:1: warning[missing-file]: /images/user/settings/zones/5.state_based.png is not in the docs folder
  61 | ![](/images/user/settings/zones/5.state_based.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:96:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/9-woocommerce-approve.png is not in the docs folder
  96 | ![The WooCommerce approval screen asking the vendor to approve marketplace access](/docs/images/user/vendors/vendor-onbo…
     | ^

spree__spree: user/orders/creating-orders.mdx:12:1: warning[missing-file]: /docs/images/user/orders/creating-orders/1-creating-orders.png is not in the docs folder
  12 | ![How to create orders in Spree Commerce](/docs/images/user/orders/creating-orders/1-creating-orders.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/discourse.mdx:32:5: warning[missing-file]: /assets/admins/connectors/discourse/discourse_2.gif is not in the docs folder
  32 |     <img className="rounded-image" src="/assets/admins/connectors/discourse/discourse_2.gif" alt="Create and fill out AP…
     |     ^

onyx-dot-app__documentation: admins/ai_models/google_ai.mdx:30:5: warning[missing-file]: /assets/admins/ai_models/gcs_service_acc_config.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/admins/ai_models/gcs_service_acc_config.png" alt="Google Cloud Console S…
     |     ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:119:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/9-connect-stripe.png is not in the docs folder
 119 | ![The Connect Stripe Account task expanded in the onboarding checklist](/docs/images/user/vendors/vendor-onboarding-manu…
     | ^

upstash__docs: redis/features/backup.mdx:38:3: warning[missing-file]: /img/backuprestore/daily-backup-toggle.png is not in the docs folder
  38 |   <img src="/img/backuprestore/daily-backup-toggle.png" width="800" />
     |   ^

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-database-webhooks.mdx:397:1: warning[unknown-icon]: there is no icon "circle-6"
 397 | <Icon icon="circle-6" iconType="solid" size={20} color="A8FF53" /> Under 'HTTP Headers', add a new header with the key `…
     | ^
     = hint: see the icon names of the fontawesome library

ollama__ollama: integrations/hermes.mdx:7:1: warning[missing-file]: /images/hermes.png is not in the docs folder
   7 | ![Hermes Agent with Ollama](/images/hermes.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/s3/iam-role.mdx:92:5: warning[missing-file]: /assets/admins/connectors/blob/s3/iam-role.png is not in the docs folder
  92 |     <img className="rounded-image" src="/assets/admins/connectors/blob/s3/iam-role.png" alt="Diagram of IAM role assignm…
     |     ^

onyx-dot-app__documentation: changelog.mdx:2479:3: warning[missing-file]: /assets/changelog/v2.0/showcase_filters_2.png is not in the docs folder
 2479 |   <img className="rounded-image" src="/assets/changelog/v2.0/showcase_filters_2.png" alt="Source filters"/>
      |   ^

spree__spree: user/manage-products/product-options.mdx:74:1: warning[missing-file]: /docs/images/user/products/options/10-storefront-order-new.png is not in the docs folder
  74 | ![](/docs/images/user/products/options/10-storefront-order-new.png)
     | ^

onyx-dot-app__documentation: admins/managing_features/document_sets.mdx:18:5: warning[missing-file]: /assets/admins/document_sets/document_sets.png is not in the docs folder
  18 |     <img className="rounded-image" src="/assets/admins/document_sets/document_sets.png" alt="Document Sets"/>
     |     ^

upstash__docs: common/account/add-payment-method.mdx:14:3: warning[missing-file]: /img/addpaymentmethod/ccform.png is not in the docs folder
  14 |   <img src="/img/addpaymentmethod/ccform.png" />
     |   ^

upstash__docs: redis/integrations/n8n.mdx:55:4: warning[missing-file]: /img/n8n/redis-increment.png is not in the docs folder
  55 |    <img src="/img/n8n/redis-increment.png" />
     |    ^

getlago__lago-doc: guide/invoicing/invoicing-settings/taxes.mdx:150:7: warning[missing-file]: /guide/invoicing/images/tax-on-customer.png is not in the docs folder
 150 |       <img src="/guide/invoicing/images/tax-on-customer.png" />
     |       ^

PrefectHQ__fastmcp: v2/integrations/oci.mdx:102:445: warning[mdx-undefined]: FASTMCP_SERVER_AUTH_OCI_CLIENT_ID is not defined, so the expression shows nothing
 102 | … OAuth client in the CLI command below and replace it with {FASTMCP_SERVER_AUTH_OCI_CLIENT_ID}. 
     |                                                              ^
     = hint: define it with export const, import it, or write \{ for a literal brace

onyx-dot-app__documentation: admins/connectors/official/r2.mdx:33:5: warning[missing-file]: /assets/admins/connectors/blob/r2/readonly.png is not in the docs folder
  33 |     <img className="rounded-image" src="/assets/admins/connectors/blob/r2/readonly.png" alt="Read only"/>
     |     ^

upstash__docs: redis/overall/getstarted.mdx:30:3: warning[missing-file]: /img/getting_started/create-global.png is not in the docs folder
  30 |   <img src="/img/getting_started/create-global.png" />
     |   ^

upstash__docs: redis/integrations/n8n.mdx:48:4: warning[missing-file]: /img/n8n/redis-4.png is not in the docs folder
  48 |    <img src="/img/n8n/redis-4.png" />
     |    ^

spree__spree: user/manage-products/product-options.mdx:56:1: warning[missing-file]: /docs/images/user/products/options/7-option-management.png is not in the docs folder
  56 | ![](/docs/images/user/products/options/7-option-management.png)
     | ^

novuhq__docs: inbox/react/production.mdx:21:3: warning[missing-file]: /images/inbox/client/react/get-started/hmac-encryption-enable.png is not in the docs folder
  21 |   <img src="/images/inbox/client/react/get-started/hmac-encryption-enable.png" />
     |   ^

spree__spree: user/manage-products/export-products.mdx:16:1: warning[missing-file]: /docs/images/user/products/export-products/2.export_type.png is not in the docs folder
  16 | ![](/docs/images/user/products/export-products/2.export_type.png)
     | ^

getlago__lago-doc: guide/security/api-keys.mdx:67:5: warning[missing-file]: /guide/security/images/api-key-permissions.png is not in the docs folder
  67 |     <img src="/guide/security/images/api-key-permissions.png" />
     |     ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:92:7: warning[missing-file]: /integrations/data/images/new-site-creation-flow-salesforce.png is not in the docs folder
  92 |       <img src="/integrations/data/images/new-site-creation-flow-salesforce.png" />
     |       ^

onyx-dot-app__documentation: admins/connectors/official/hubspot.mdx:35:5: warning[missing-file]: /assets/admins/connectors/hubspot/HubSpotScope.png is not in the docs folder
  35 |     <img className="rounded-image" src="/assets/admins/connectors/hubspot/HubSpotScope.png" alt="Selecting HubSpot OAuth…
     |     ^

novuhq__docs: concepts/endpoint.mdx:32:3: warning[missing-file]: /images/novu-works.png is not in the docs folder
  32 |   <img src="/images/novu-works.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:2358:3: warning[missing-file]: /assets/changelog/v2.1/showcase_personal_name.png is not in the docs folder
 2358 |   <img className="rounded-image" src="/assets/changelog/v2.1/showcase_personal_name.png" alt="Name personalization"/>
      |   ^

spree__spree: user/how-to/regional-wholesale.mdx:34:1: warning[missing-file]: /docs/images/user/how-to/regional-wholesale/1-markets-configured.png is not in the docs folder
  34 | ![The Markets overview showing US (USD), Germany (EUR), and France (EUR) markets configured](/docs/images/user/how-to/re…
     | ^

spree__spree: user/customers/issue-gift-card.mdx:28:1: warning[missing-file]: /docs/images/user/customers/gift-cards/4-gift-card-form.png is not in the docs folder
  28 | ![Configuring a gift card in Spree Commerce](/docs/images/user/customers/gift-cards/4-gift-card-form.png)
     | ^

upstash__docs: redis/howto/datadog.mdx:58:1: warning[missing-file]: /img/datadog/upstash-dashboard.png is not in the docs folder
  58 | ![upstash-dashboard.png](/img/datadog/upstash-dashboard.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:56:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/4-invitation-link.png is not in the docs folder
  56 | ![The Invitations subtab with the three-dot menu opened to show the Copy invitation link option](/docs/images/user/vendo…
     | ^

onyx-dot-app__documentation: admins/actions/voice_mode.mdx:16:5: warning[missing-file]: /assets/admins/actions/voice-mode/voice_mode_dashboard.png is not in the docs folder
  16 |     <img className="rounded-image" src="/assets/admins/actions/voice-mode/voice_mode_dashboard.png" alt="Voice Mode dash…
     |     ^

ollama__ollama: integrations/cline-cli.mdx:7:1: warning[missing-file]: /images/cline-cli.png is not in the docs folder
   7 | <img
     | ^

spree__spree: user/manage-products/import-products.mdx:55:1: warning[missing-file]: /docs/images/user/products/import-products/6-map-fields.png is not in the docs folder
  55 | ![Mapping fields in the Spree product importer](/docs/images/user/products/import-products/6-map-fields.png)
     | ^

spree__spree: user/orders/editing-orders.mdx:70:1: warning[missing-file]: /docs/images/user/orders/editing-orders/7-fulfillment-location.png is not in the docs folder
  70 | ![Changing the fulfillment location of an order in the Spree dashboard](/docs/images/user/orders/editing-orders/7-fulfil…
     | ^

triggerdotdev__trigger.dev: deployment/atomic-deployment.mdx:102:1: warning[missing-file]: /deployment/auto-assign-production-domains.png is not in the docs folder
 102 | ![Vercel project settings showing the auto-promotion setting](/deployment/auto-assign-production-domains.png)
     | ^

onyx-dot-app__documentation: admins/ai_models/anthropic.mdx:23:5: warning[missing-file]: /assets/admins/ai_models/anthropic_config.png is not in the docs folder
  23 |     <img className="rounded-image" src="/assets/admins/ai_models/anthropic_config.png" alt="Anthropic Provider Configura…
     |     ^

onyx-dot-app__documentation: admins/ai_models/openrouter.mdx:30:5: warning[missing-file]: /assets/admins/ai_models/openrouter_config.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/admins/ai_models/openrouter_config.png" alt="OpenRouter Provider Configu…
     |     ^

spree__spree: developer/admin/extending-ui.mdx:68:7: warning[missing-file]: /images/developer/admin/partial_injecting_example.png is not in the docs folder
  68 |       <img src="/images/developer/admin/partial_injecting_example.png" />
     |       ^

spree__spree: user/manage-products/product-taxonomies.mdx:14:1: warning[missing-file]: /docs/images/user/products/taxonomies/1.tab.png is not in the docs folder
  14 | ![](/docs/images/user/products/taxonomies/1.tab.png)
     | ^

spree__spree: user/orders/processing-orders.mdx:10:1: warning[missing-file]: /docs/images/user/orders/processing-orders/1-orders-tab.png is not in the docs folder
  10 | ![The Spree Commerce orders management dashboard](/docs/images/user/orders/processing-orders/1-orders-tab.png)
     | ^

getlago__lago-doc: guide/billable-metrics/sql-expressions.mdx:22:3: warning[missing-file]: /guide/billable-metrics/images/custom-expression-creation.png is not in the docs folder
  22 |   <img src="/guide/billable-metrics/images/custom-expression-creation.png" />
     |   ^

getlago__lago-doc: integrations/alerting/n8n.mdx:84:3: warning[missing-file]: /integrations/alerting/images/slack-alert-current-usage-247e699c94c1e5ec0f8adaac4b7abe8e.png is not in the docs folder
  84 |   <img src="/integrations/alerting/images/slack-alert-current-usage-247e699c94c1e5ec0f8adaac4b7abe8e.png" />
     |   ^

onyx-dot-app__documentation: deployment/authentication/oauth.mdx:26:5: warning[missing-file]: /assets/deployment/gcc_project_creation.png is not in the docs folder
  26 |     <img className="rounded-image" src="/assets/deployment/gcc_project_creation.png" alt="Google Cloud Console Project C…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/clickup.mdx:75:5: warning[missing-file]: /assets/admins/connectors/clickup/ClickupListid.png is not in the docs folder
  75 |     <img className="rounded-image" src="/assets/admins/connectors/clickup/ClickupListid.png" alt="Clickup list id"/>
     |     ^

novuhq__docs: recipes/workflows/password-reset.mdx:14:1: warning[missing-file]: /images/how-to/password-reset.png is not in the docs folder
  14 | <img
     | ^

onyx-dot-app__documentation: changelog.mdx:1585:3: warning[missing-file]: /assets/changelog/v2.10/showcase_nano_banana.png is not in the docs folder
 1585 |   <img className="rounded-image" src="/assets/changelog/v2.10/showcase_nano_banana.png" alt="Nano Banana Image Generatio…
      |   ^

spree__spree: user/manage-products/product-taxonomies.mdx:28:1: warning[missing-file]: /docs/images/user/products/taxonomies/2.new-taxonomy.png is not in the docs folder
  28 | ![](/docs/images/user/products/taxonomies/2.new-taxonomy.png)
     | ^

upstash__docs: redis/quickstarts/deno-deploy.mdx:43:3: warning[missing-file]: /img/redis-deno/env-variables.png is not in the docs folder
  43 |   <img src="/img/redis-deno/env-variables.png" />
     |   ^

spree__spree: user/vendors/vendor-management.mdx:92:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/6-payments-payouts.png is not in the docs folder
  92 | ![The Payments & Payouts section showing the Stripe Account ID and payout schedule dropdown](/docs/images/user/vendors/v…
     | ^

upstash__docs: redis/quickstarts/deno-deploy.mdx:32:3: warning[missing-file]: /img/redis-deno/playground.png is not in the docs folder
  32 |   <img src="/img/redis-deno/playground.png" />
     |   ^

upstash__docs: redis/help/integration.mdx:6:3: warning[missing-file]: /img/integration/upstash-integration-diagram.png is not in the docs folder
   6 |   <img height="100" src="/img/integration/upstash-integration-diagram.png" />
     |   ^

upstash__docs: workflow/features/parallel-steps.mdx:32:3: warning[missing-file]: /img/workflow/parallel_steps.png is not in the docs folder
  32 |   <img src="/img/workflow/parallel_steps.png" />
     |   ^

upstash__docs: box/guides/openclaw-setup.mdx:13:1: warning[missing-file]: /img/openclaw-setup/create-box.png is not in the docs folder
  13 | <img src="/img/openclaw-setup/create-box.png" />
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:261:1: warning[missing-file]: /img/qstash/aws/create_lambda.png is not in the docs folder
 261 | <img src="/img/qstash/aws/create_lambda.png" />
     | ^

spree__spree: user/settings/metafields.mdx:93:1: warning[missing-file]: /docs/images/user/settings/metafields/5-add-metafield-value.png is not in the docs folder
  93 | ![Spree Commerce metafield data types](/docs/images/user/settings/metafields/5-add-metafield-value.png)
     | ^

upstash__docs: vector/integrations/ai-sdk.mdx:378:3: warning[missing-file]: /img/vector/integrations/ai-sdk/rag-chatbot-2.png is not in the docs folder
 378 |   <img src="/img/vector/integrations/ai-sdk/rag-chatbot-2.png" />
     |   ^

getlago__lago-doc: guide/billable-metrics/aggregation-types/count-unique.mdx:8:3: warning[missing-file]: /guide/images/count-unique.png is not in the docs folder
   8 |   <img src="/guide/images/count-unique.png" />
     |   ^

getlago__lago-doc: guide/webhooks.mdx:30:5: warning[missing-file]: /guide/images/webhook-signature.png is not in the docs folder
  30 |     <img src="/guide/images/webhook-signature.png" />
     |     ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:37:3: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/new-created-app-africa.png is not in the docs folder
  37 |   <img src="/images/channels-and-providers/sms/africas-talking/new-created-app-africa.png" />{" "}
     |   ^

spree__spree: user/products/creating-products.mdx:103:1: warning[missing-file]: /docs/images/user/products/create-a-product/13.compare_at.png is not in the docs folder
 103 | ![](/docs/images/user/products/create-a-product/13.compare_at.png)
     | ^

spree__spree: user/settings/shipping-methods.mdx:18:1: warning[missing-file]: /docs/images/user/settings/shipping/2-new-shipping-method.png is not in the docs folder
  18 | ![Adding a new shipping method in Spree](/docs/images/user/settings/shipping/2-new-shipping-method.png)
     | ^

Comfy-Org__docs: zh/interface/credits.mdx:43:1: warning[missing-file]: /images/zh/interface/setting/purchase-1.jpg is not in the docs folder
  43 | ![积分界面](/images/zh/interface/setting/purchase-1.jpg)
     | ^

getlago__lago-doc: changelog/product.mdx:585:5: warning[missing-file]: /changelog/images/20260216-resend-emails.webp is not in the docs folder
 585 |     <img src="/changelog/images/20260216-resend-emails.webp" alt="Lago resend email dialog with To, CC, and BCC recipien…
     |     ^

novuhq__docs: integrations/providers/sms/infobip.mdx:37:5: warning[missing-file]: /images/channels-and-providers/sms/infobip/image-65.png is not in the docs folder
  37 |     <img src="/images/channels-and-providers/sms/infobip/image-65.png" />{" "}
     |     ^

onyx-dot-app__documentation: admins/actions/mcp.mdx:21:5: warning[missing-file]: /assets/admins/actions/mcp_actions.png is not in the docs folder
  21 |     <img className="rounded-image" src="/assets/admins/actions/mcp_actions.png" alt="MCP Actions dashboard in Onyx Admin…
     |     ^

spree__spree: user/customers/customer-profile.mdx:55:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/5-shipping-address.png is not in the docs folder
  55 | ![A customer's shipping address in the Spree dashboard](/docs/images/user/customers/customer-profiles/5-shipping-address…
     | ^

getlago__lago-doc: guide/emails.mdx:63:3: warning[missing-file]: /guide/images/email-template.png is not in the docs folder
  63 |   <img src="/guide/images/email-template.png" />
     |   ^

getlago__lago-doc: guide/security/api-keys.mdx:10:1: warning[missing-file]: /guide/security/images/reveal-api-key.png is not in the docs folder
  10 | <img src="/guide/security/images/reveal-api-key.png" />
     | ^

novuhq__docs: integrations/providers/sms/sendchamp.mdx:20:5: warning[missing-file]: /images/channels-and-providers/sms/sendchamp/image-67.png is not in the docs folder
  20 |     <img src="/images/channels-and-providers/sms/sendchamp/image-67.png" />{" "}
     |     ^

getlago__lago-doc: guide/billable-metrics/aggregation-types/sum.mdx:8:3: warning[missing-file]: /guide/images/sum.png is not in the docs folder
   8 |   <img src="/guide/images/sum.png" />
     |   ^

getlago__lago-doc: changelog/product.mdx:395:5: warning[missing-file]: /changelog/images/20260519-ai-sdk.webp is not in the docs folder
 395 |     <img src="/changelog/images/20260519-ai-sdk.webp" alt="Lago Agent SDK metering LLM token usage directly from the cli…
     |     ^

getlago__lago-doc: integrations/alerting/n8n.mdx:88:3: warning[missing-file]: /integrations/alerting/images/slack-alert-current-usage-message-dcd840bb5aa02098873410a83eb40776.png is not in the docs folder
  88 |   <img src="/integrations/alerting/images/slack-alert-current-usage-message-dcd840bb5aa02098873410a83eb40776.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:2324:3: warning[missing-file]: /assets/changelog/v2.1/showcase_oauth_actions.png is not in the docs folder
 2324 |   <img className="rounded-image" src="/assets/changelog/v2.1/showcase_oauth_actions.png" alt="OAuth Actions configuratio…
      |   ^

spree__spree: integrations/payments/adyen.mdx:37:1: warning[missing-file]: /docs/images/integrations/adyen/2-setup-form.png is not in the docs folder
  37 | ![The Adyen setup form with fields for Merchant Account, API Key, Client Key, HMAC Key, Webhook, and Live URL Prefix](/d…
     | ^

triggerdotdev__trigger.dev: deployment/preview-branches.mdx:172:1: warning[missing-file]: /deployment/preview-branches-archive.png is not in the docs folder
 172 | ![Archive preview branch](/deployment/preview-branches-archive.png)
     | ^

getlago__lago-doc: integrations/accounting/xero.mdx:80:3: warning[missing-file]: /integrations/images/xero-create-payment-account.png is not in the docs folder
  80 |   <img src="/integrations/images/xero-create-payment-account.png" />
     |   ^

spree__spree: user/products/editing-multi-variant-products.mdx:99:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/8.delete_variants.png is not in the docs folder
  99 | ![](/docs/images/user/products/multi-variant-products/8.delete_variants.png)
     | ^

spree__spree: user/manage-products/import-products.mdx:36:1: warning[missing-file]: /docs/images/user/products/import-products/4-upload-complete.png is not in the docs folder
  36 | ![Successfully uploaded product file](/docs/images/user/products/import-products/4-upload-complete.png)
     | ^

spree__spree: integrations/payments/paypal.mdx:48:1: warning[missing-file]: /docs/images/integrations/paypal/3-credentials.png is not in the docs folder
  48 | ![The PayPal credentials page showing Client ID and Secret](/docs/images/integrations/paypal/3-credentials.png)
     | ^

onyx-dot-app__documentation: deployment/cloud/azure.mdx:30:5: warning[missing-file]: /assets/deployment/setup_guides/azure/create-vm-3.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/deployment/setup_guides/azure/create-vm-3.png" alt="Network Settings"/>
     |     ^

getlago__lago-doc: guide/billable-metrics/aggregation-types/weighted-sum.mdx:14:3: warning[missing-file]: /guide/images/weighted-sum.png is not in the docs folder
  14 |   <img src="/guide/images/weighted-sum.png" />
     |   ^

spree__spree: user/manage-products/product-metafields.mdx:34:1: warning[missing-file]: /docs/images/user/products/product-metafields/2-add-metafields.png is not in the docs folder
  34 | ![Adding a new product metafield in the Spree Commerce dashboard](/docs/images/user/products/product-metafields/2-add-me…
     | ^

upstash__docs: redis/help/integration.mdx:55:3: warning[missing-file]: /img/integration/oauth2-integration.png is not in the docs folder
  55 |   <img src="/img/integration/oauth2-integration.png" />
     |   ^

upstash__docs: search/overall/getstarted.mdx:65:3: warning[missing-file]: /img/search/database-created.png is not in the docs folder
  65 |   <img src="/img/search/database-created.png" />
     |   ^

getlago__lago-doc: integrations/payments/adyen-integration.mdx:142:3: warning[missing-file]: /guide/payments/images/adyen-migration.png is not in the docs folder
 142 |   <img src="/guide/payments/images/adyen-migration.png" />
     |   ^

getlago__lago-doc: changelog/product-2023.mdx:306:5: warning[missing-file]: /changelog/images/20230801-minimum-maximum-per-transaction.webp is not in the docs folder
 306 |     <img src="/changelog/images/20230801-minimum-maximum-per-transaction.webp" alt="Lago wallet with minimum and maximum…
     |     ^

onyx-dot-app__documentation: overview/core_features/chat.mdx:62:1: warning[missing-file]: /assets/overview/core_features/model_selector.png is not in the docs folder
  62 | <img className="rounded-image" src="/assets/overview/core_features/model_selector.png" alt="Model Selector"/>
     | ^

spree__spree: developer/admin/extending-ui.mdx:1623:7: warning[missing-file]: /images/developer/admin/store_form.png is not in the docs folder
 1623 |       <img src="/images/developer/admin/store_form.png" />
      |       ^

spree__spree: user/vendors/vendor-management.mdx:52:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/3-branding.png is not in the docs folder
  52 | ![The Branding panel of the vendor profile with fields for About, Logo, Square Logo, and Cover Photo](/docs/images/user/…
     | ^

onyx-dot-app__documentation: admins/user_management/users_and_groups.mdx:88:1: warning[missing-file]: /assets/admins/user_management/group_detail.png is not in the docs folder
  88 | <img className="rounded-image" src="/assets/admins/user_management/group_detail.png" alt="Edit Group page showing member…
     | ^

onyx-dot-app__documentation: admins/advanced_configs/white_labeling.mdx:25:1: warning[missing-file]: /assets/admins/advanced_configs/whitelabeling_logo_name.png is not in the docs folder
  25 | <img className="rounded-image" src="/assets/admins/advanced_configs/whitelabeling_logo_name.png" alt="Custom Logo and Na…
     | ^

spree__spree: user/user-quickstart-guide.mdx:53:1: warning[missing-file]: /docs/images/user/quickstart/4-add-products.png is not in the docs folder
  53 | ![Add products Spree onboarding step](/docs/images/user/quickstart/4-add-products.png)
     | ^

spree__spree: user/products/creating-products.mdx:43:1: warning[missing-file]: /docs/images/user/products/create-a-product/5.upload_image.png is not in the docs folder
  43 | ![](/docs/images/user/products/create-a-product/5.upload_image.png)
     | ^

spree__spree: user/products/creating-products.mdx:81:3: warning[missing-file]: /docs/images/user/products/create-a-product/10.taxons.png is not in the docs folder
  81 |   ![](/docs/images/user/products/create-a-product/10.taxons.png)
     |   ^

upstash__docs: vector/integrations/flowise.mdx:52:5: warning[missing-file]: /img/vector/integrations/flowise/chat-memory-node.png is not in the docs folder
  52 |     <img width="400" src="/img/vector/integrations/flowise/chat-memory-node.png" />
     |     ^

spree__spree: user/how-to/multi-currency-pricing.mdx:55:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/6-pricing-eur.png is not in the docs folder
  55 | ![The currency switcher set to EUR with the Euro price entered](/docs/images/user/how-to/multi-currency-pricing/6-pricin…
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:78:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/5-account-signup.png is not in the docs folder
  78 | ![The Spree vendor account sign-up form](/docs/images/user/vendors/vendor-onboarding-woocommerce/5-account-signup.png)
     | ^

spree__spree: developer/admin/navigation.mdx:429:7: warning[missing-file]: /images/developer/admin/store_nav_partials.png is not in the docs folder
 429 |       <img src="/images/developer/admin/store_nav_partials.png" alt="Main navigation injection point" />
     |       ^

spree__spree: user/how-to/multi-currency-pricing.mdx:39:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/3-markets-configured.png is not in the docs folder
  39 | ![The Markets overview showing both the US (USD) and Germany (EUR) markets](/docs/images/user/how-to/multi-currency-pric…
     | ^

triggerdotdev__trigger.dev: github-integration.mdx:95:1: warning[missing-file]: /deployment/connect-repo.png is not in the docs folder
  95 | ![Trigger.dev prompt to connect a GitHub repository](/deployment/connect-repo.png)
     | ^

upstash__docs: workflow/getstarted.mdx:150:3: warning[unknown-icon]: there is no icon "cart-flatbed-boxes"
 150 |   <Card
     |   ^
     = hint: see the icon names of the fontawesome library

onyx-dot-app__documentation: admins/connectors/official/zulip.mdx:25:5: warning[missing-file]: /assets/admins/connectors/zulip/ZulipBot.png is not in the docs folder
  25 |     <img className="rounded-image" src="/assets/admins/connectors/zulip/ZulipBot.png" alt="Creating a bot user in Zulip …
     |     ^

spree__spree: user/settings/payments.mdx:14:1: warning[missing-file]: /images/user/settings/payments/1.payments.png is not in the docs folder
  14 | ![](/images/user/settings/payments/1.payments.png)
     | ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:99:1: warning[missing-file]: /assets/admins/connectors/indexing_status.png is not in the docs folder
  99 | <img className="rounded-image" src="/assets/admins/connectors/indexing_status.png" alt="Onyx Existing Connectors page sh…
     | ^

upstash__docs: workflow/agents/patterns/evaluator-optimizer.mdx:5:1: warning[missing-file]: /img/workflow/agents/diagram/evaluator-diagram.png is not in the docs folder
   5 | <img src="/img/workflow/agents/diagram/evaluator-diagram.png" />
     | ^

onyx-dot-app__documentation: overview/core_features/craft_apps.mdx:102:1: warning[missing-file]: /assets/overview/core_features/craft_approval_card.png is not in the docs folder
 102 | <img className="rounded-image" src="/assets/overview/core_features/craft_approval_card.png" alt="A Craft approval card f…
     | ^

onyx-dot-app__documentation: deployment/configuration/chrome_extension.mdx:39:5: warning[missing-file]: /assets/deployment/chrome_extension.png is not in the docs folder
  39 |     <img className="rounded-image" src="/assets/deployment/chrome_extension.png" alt="Chrome Extension Developer Mode"/>
     |     ^

onyx-dot-app__documentation: admins/managing_features/chat.mdx:11:1: warning[missing-file]: /assets/admins/chat_preferences/chat_preferences.png is not in the docs folder
  11 | <img className="rounded-image" src="/assets/admins/chat_preferences/chat_preferences.png" alt="Chat Preferences in the A…
     | ^

spree__spree: user/settings/markets.mdx:37:1: warning[missing-file]: /docs/images/user/settings/markets/2-new-market.png is not in the docs folder
  37 | ![The market creation form in Spree Commerce](/docs/images/user/settings/markets/2-new-market.png)
     | ^

upstash__docs: redis/tutorials/aws_app_runner_with_redis.mdx:101:3: warning[missing-file]: /img/examples/apprunner/config.png is not in the docs folder
 101 |   <img src="/img/examples/apprunner/config.png" width="800" />
     |   ^

spree__spree: user/customers/searching-customers.mdx:42:1: warning[missing-file]: /docs/images/user/customers/searching-customers/4-select-columns.png is not in the docs folder
  42 | ![Configuring columns on the customer table in Spree Commerce](/docs/images/user/customers/searching-customers/4-select-…
     | ^

spree__spree: user/how-to/schedule-sale-pricing.mdx:49:1: warning[missing-file]: /docs/images/user/how-to/schedule-sale-pricing/2-us-market-rule.png is not in the docs folder
  49 | ![The price list editor showing a Market rule targeting United States](/docs/images/user/how-to/schedule-sale-pricing/2-…
     | ^

spree__spree: user/settings/returns-configuration.mdx:84:1: warning[missing-file]: /images/user/settings/returns-configuration/8.reimbursement_types.png is not in the docs folder
  84 | ![](/images/user/settings/returns-configuration/8.reimbursement_types.png)
     | ^

spree__spree: user/manage-products/import-products.mdx:65:1: warning[missing-file]: /docs/images/user/products/import-products/7-import-processing.png is not in the docs folder
  65 | ![Spree CSV importer processing product rows](/docs/images/user/products/import-products/7-import-processing.png)
     | ^

onyx-dot-app__documentation: admins/getting_started/slack_bot_setup.mdx:136:5: warning[missing-file]: /assets/admins/slackbot/slackbot_config.png is not in the docs folder
 136 |     <img className="rounded-image" src="/assets/admins/slackbot/slackbot_config.png" alt="Onyx Slack Bot Configuration"/…
     |     ^

spree__spree: integrations/payments/adyen.mdx:97:1: warning[missing-file]: /docs/images/integrations/adyen/4-additional-settings.png is not in the docs folder
  97 | ![The Adyen Additional Settings panel after the payment method is created](/docs/images/integrations/adyen/4-additional-…
     | ^

spree__spree: user/manage-products/import-products.mdx:22:1: warning[missing-file]: /docs/images/user/products/import-products/2-click-import.png is not in the docs folder
  22 | ![Spree product importer](/docs/images/user/products/import-products/2-click-import.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:88:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/7-connect-shop-options.png is not in the docs folder
  88 | ![The Connect or Create a Shop task expanded showing Shopify, WooCommerce, and Use CSV and/or Admin dashboard options](/…
     | ^

spree__spree: user/settings/zones.mdx:81:1: warning[missing-file]: /images/user/settings/zones/6.edit_zone.png is not in the docs folder
  81 | ![](/images/user/settings/zones/6.edit_zone.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:250:3: warning[missing-file]: /integrations/data/images/sync-lago-subscriptions-salesforce.gif is not in the docs folder
 250 |   <img src="/integrations/data/images/sync-lago-subscriptions-salesforce.gif" />
     |   ^

upstash__docs: realtime/overall/quickstart.mdx:189:3: warning[missing-file]: /img/realtime/dashboard.png is not in the docs folder
 189 |   <img src="/img/realtime/dashboard.png" />
     |   ^

spree__spree: user/settings/payments.mdx:101:1: warning[missing-file]: /images/user/settings/payments/9.edit_payment_method.png is not in the docs folder
 101 | ![](/images/user/settings/payments/9.edit_payment_method.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/guru.mdx:35:5: warning[missing-file]: /assets/admins/connectors/guru/GuruConnector.png is not in the docs folder
  35 |     <img className="rounded-image" src="/assets/admins/connectors/guru/GuruConnector.png" alt="Onyx Guru connector crede…
     |     ^

spree__spree: user/manage-products/bulk-product-operations.mdx:22:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/1.product_tab.png is not in the docs folder
  22 | ![](/docs/images/user/products/bulk-product-operations/1.product_tab.png)
     | ^

spree__spree: user/settings/sales-channels.mdx:106:1: warning[missing-file]: /docs/images/user/settings/sales-channels/7-order-details-channel.png is not in the docs folder
 106 | ![The order details page in Spree Commerce showing the channel in the order summary](/docs/images/user/settings/sales-ch…
     | ^

spree__spree: user/manage-products/search-products.mdx:18:1: warning[missing-file]: /docs/images/user/products/searching-products/2.search.png is not in the docs folder
  18 | ![](/docs/images/user/products/searching-products/2.search.png)
     | ^

Comfy-Org__docs: ja/built-in-nodes/PerturbedAttentionGuidance.mdx:10:2: warning[mdx-undefined]: PerturbedAttentionGuidance is not defined, so the expression shows nothing
  10 | {PerturbedAttentionGuidance}ノードは、摂動注意誘導（Perturbed Attention Guidance）を拡散モデルに適用し、生成品質を向上させます。このノードは、サンプリング中にモデルの自己注意機構を、値…
     |  ^
     = hint: define it with export const, import it, or write \{ for a literal brace

spree__spree: use-case/multi-tenant/multi-tenant-capabilities.mdx:6:1: warning[missing-file]: /docs/images/use-cases/multi-tenant/capabilities.jpg is not in the docs folder
   6 | ![](/docs/images/use-cases/multi-tenant/capabilities.jpg)
     | ^

novuhq__docs: workflow/overview.mdx:21:1: warning[unknown-icon]: there is no icon "arrow-progress"
  21 | <Card title="Workflows" icon="arrow-progress" href="/concepts/workflows">
     | ^
     = hint: see the icon names of the fontawesome library

spree__spree: integrations/marketing/klaviyo.mdx:107:1: warning[missing-file]: /images/integrations/klaviyo/5.manage_integration.png is not in the docs folder
 107 | ![](/images/integrations/klaviyo/5.manage_integration.png)
     | ^

spree__spree: developer/admin/extending-ui.mdx:330:7: warning[missing-file]: /images/developer/admin/order_page_body_partials.png is not in the docs folder
 330 |       <img src="/images/developer/admin/order_page_body_partials.png" />
     |       ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:34:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/2-invite-vendor.png is not in the docs folder
  34 | ![The Invite Vendor form with fields for company name, contact email, and commission rate](/docs/images/user/vendors/ven…
     | ^

onyx-dot-app__documentation: overview/core_features/craft_skills.mdx:18:1: warning[missing-file]: /assets/overview/core_features/craft_skills.png is not in the docs folder
  18 | <img className="rounded-image" src="/assets/overview/core_features/craft_skills.png" alt="The Skills page in Craft"/>
     | ^

triggerdotdev__trigger.dev: guides/frameworks/sequin.mdx:262:9: warning[missing-file]: /images/sequin-consumer-config.png is not in the docs folder
 262 |         <img src="/images/sequin-consumer-config.png" alt="Consumer Endpoint" />
     |         ^

upstash__docs: workflow/features/flow-control/rate-period.mdx:35:3: warning[missing-file]: /img/workflow/rate_2.png is not in the docs folder
  35 |   <img src="/img/workflow/rate_2.png" />
     |   ^

upstash__docs: box/guides/hermes-setup.mdx:31:1: warning[missing-file]: /img/hermes-setup/ssh-connection.png is not in the docs folder
  31 | <img src="/img/hermes-setup/ssh-connection.png" />
     | ^

triggerdotdev__trigger.dev: guides/frameworks/sequin.mdx:310:9: warning[missing-file]: /images/sequin-final-run.png is not in the docs folder
 310 |         <img src="/images/sequin-final-run.png" alt="Task run" />
     |         ^

getlago__lago-doc: guide/invoicing/export.mdx:39:3: warning[missing-file]: /guide/invoicing/images/invoices-export.png is not in the docs folder
  39 |   <img src="/guide/invoicing/images/invoices-export.png" />
     |   ^

spree__spree: user/orders/creating-orders.mdx:21:1: warning[missing-file]: /docs/images/user/orders/creating-orders/2-customer-form.png is not in the docs folder
  21 | ![Adding a customer to an order in Spree](/docs/images/user/orders/creating-orders/2-customer-form.png)
     | ^

onyx-dot-app__documentation: overview/onyx_anywhere/slack.mdx:35:1: warning[missing-file]: /assets/overview/onyx_anywhere/onyxbot.png is not in the docs folder
  35 | <img className="rounded-image" src="/assets/overview/onyx_anywhere/onyxbot.png" alt="OnyxBot"/>
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:29:3: warning[missing-file]: /integrations/data/images/create-salesforce-integration.png is not in the docs folder
  29 |   <img src="/integrations/data/images/create-salesforce-integration.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/notion.mdx:52:1: warning[missing-file]: /assets/admins/connectors/notion/NotionCreateIntegration.gif is not in the docs folder
  52 | <img className="rounded-image" src="/assets/admins/connectors/notion/NotionCreateIntegration.gif" alt="Creating a Notion…
     | ^

spree__spree: user/user-quickstart-guide.mdx:12:1: warning[missing-file]: /docs/images/user/quickstart/1-getting-started.png is not in the docs folder
  12 | ![Getting Started tab showing the onboarding checklist with four key tasks](/docs/images/user/quickstart/1-getting-start…
     | ^

spree__spree: user/orders/order-adjustments.mdx:22:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/3-new-adjustment.png is not in the docs folder
  22 | ![Adding an adjustment to an order in Spree Commerce](/docs/images/user/orders/order-adjustments/3-new-adjustment.png)
     | ^

novuhq__docs: integrations/segment.mdx:250:3: warning[missing-file]: /images/guides/segment-novu-integration/custom-segment-event.gif is not in the docs folder
 250 |   <img src="/images/guides/segment-novu-integration/custom-segment-event.gif" />
     |   ^

upstash__docs: common/account/auditlogs.mdx:11:3: warning[missing-file]: /img/auditlogs/audit.png is not in the docs folder
  11 |   <img src="/img/auditlogs/audit.png" />
     |   ^

upstash__docs: redis/tutorials/aws_app_runner_with_redis.mdx:91:3: warning[missing-file]: /img/examples/apprunner/build.png is not in the docs folder
  91 |   <img src="/img/examples/apprunner/build.png" width="800" />
     |   ^

Comfy-Org__docs: tutorials/3d/hunyuan3D-2.mdx:129:1: warning[missing-file]: /images/tutorial/3d/hunyuan3d-2mv/hunyuan3d_2mv_turbo.jpg is not in the docs folder
 129 | ![ComfyUI hunyuan3d_2mv_turbo](/images/tutorial/3d/hunyuan3d-2mv/hunyuan3d_2mv_turbo.jpg)
     | ^

getlago__lago-doc: guide/subscriptions/assign-plan.mdx:74:5: warning[missing-file]: /guide/subscriptions/images/calendar-date-227bf60245e9d3715d3383098c88c1b0.png is not in the docs folder
  74 |     <img src="/guide/subscriptions/images/calendar-date-227bf60245e9d3715d3383098c88c1b0.png" />
     |     ^

onyx-dot-app__documentation: changelog.mdx:1124:3: warning[missing-file]: /assets/changelog/v3.1/users_page.png is not in the docs folder
 1124 |   <img className="rounded-image" src="/assets/changelog/v3.1/users_page.png" alt="Users and Requests Admin Page"/>
      |   ^

spree__spree: user/settings/store-details.mdx:54:1: warning[missing-file]: /docs/images/user/settings/store-details/4-digital-assets.png is not in the docs folder
  54 | ![Digital Assets settings in Spree Commerce](/docs/images/user/settings/store-details/4-digital-assets.png)
     | ^

upstash__docs: redis/features/backup.mdx:25:3: warning[missing-file]: /img/backuprestore/backup-export-button.png is not in the docs folder
  25 |   <img src="/img/backuprestore/backup-export-button.png" width="800" />
     |   ^

novuhq__docs: getting-started/quickstart.mdx:285:9: warning[missing-file]: /getting-started/media-assets/sync-workflow-success.png is not in the docs folder
 285 |         <img src="/getting-started/media-assets/sync-workflow-success.png" alt="Sync workflow success" />
     |         ^

onyx-dot-app__documentation: overview/core_features/code_interpreter.mdx:15:1: warning[missing-file]: /assets/overview/core_features/code_interpreter.png is not in the docs folder
  15 | <img className="rounded-image" src="/assets/overview/core_features/code_interpreter.png" alt="Code Execution"/>
     | ^

onyx-dot-app__documentation: admins/connectors/official/s3/iam-role.mdx:113:1: warning[missing-file]: /assets/admins/connectors/blob/s3/onyx-iam-role.png is not in the docs folder
 113 | <img className="rounded-image" src="/assets/admins/connectors/blob/s3/onyx-iam-role.png" alt="Screenshot of Onyx S3 IAM …
     | ^

upstash__docs: redis/features/credential-protection.mdx:47:3: warning[missing-file]: /img/credential-protection/reset-credentials.png is not in the docs folder
  47 |   <img src="/img/credential-protection/reset-credentials.png" />
     |   ^

spree__spree: user/orders/creating-orders.mdx:45:1: warning[missing-file]: /docs/images/user/orders/creating-orders/5-existing-customer.png is not in the docs folder
  45 | ![Adding an existing customer to a Spree Commerce order](/docs/images/user/orders/creating-orders/5-existing-customer.pn…
     | ^

spree__spree: user/settings/emails.mdx:14:1: warning[missing-file]: /images/user/settings/emails/2.Logo.png is not in the docs folder
  14 | ![](/images/user/settings/emails/2.Logo.png)
     | ^

spree__spree: user/settings/locations.mdx:24:1: warning[missing-file]: /docs/images/user/settings/locations/3-stock-location-created.png is not in the docs folder
  24 | ![](/docs/images/user/settings/locations/3-stock-location-created.png)
     | ^

Comfy-Org__docs: zh/tutorials/basic/image-to-image.mdx:38:1: warning[missing-file]: /images/tutorial/basic/image-to-image-01-template.jpg is not in the docs folder
  38 | ![ComfyUI 工作流模板 - 图生图](/images/tutorial/basic/image-to-image-01-template.jpg)
     | ^

spree__spree: user/customers/assign-store-credits.mdx:41:1: warning[missing-file]: /docs/images/user/customers/store-credits/5-edit-store-credit.png is not in the docs folder
  41 | ![Editing a store credit assignment in the Spree Commerce dashboard](/docs/images/user/customers/store-credits/5-edit-st…
     | ^

upstash__docs: redis/features/eviction.mdx:24:5: warning[missing-file]: /img/eviction/configuration.png is not in the docs folder
  24 |     <img src="/img/eviction/configuration.png" />
     |     ^

spree__spree: user/settings/policies.mdx:39:1: warning[missing-file]: /docs/images/user/settings/policies/3-policy-published.png is not in the docs folder
  39 | ![Published store policy on Spree storefront](/docs/images/user/settings/policies/3-policy-published.png)
     | ^

getlago__lago-doc: integrations/alerting/zapier.mdx:74:3: warning[missing-file]: /integrations/alerting/images/slack-test-message-alerting-f3d6a83c9a3468528ebc31d9e57c1a47.png is not in the docs folder
  74 |   <img src="/integrations/alerting/images/slack-test-message-alerting-f3d6a83c9a3468528ebc31d9e57c1a47.png" />
     |   ^

upstash__docs: redis/tutorials/cloudflare_workers_with_redis.mdx:94:1: warning[missing-file]: /redis/tutorials/img/examples/tutorial-cloudflare-workers.png is not in the docs folder
  94 | ![CLI Tab](img/examples/tutorial-cloudflare-workers.png)
     | ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:135:1: warning[missing-file]: /assets/admins/connectors/indexing_attempts.png is not in the docs folder
 135 | <img className="rounded-image" src="/assets/admins/connectors/indexing_attempts.png" alt="Onyx Connector details page sh…
     | ^

modelcontextprotocol__modelcontextprotocol: extensions/apps/build.mdx:146:3: warning[missing-file]: /images/quickstart-apps/test-color-picker.gif is not in the docs folder
 146 |   <img
     |   ^

onyx-dot-app__documentation: admins/connectors/official/zendesk.mdx:48:1: warning[missing-file]: /assets/admins/connectors/zendesk/ZendeskAPI.gif is not in the docs folder
  48 | <img className="rounded-image" src="/assets/admins/connectors/zendesk/ZendeskAPI.gif" alt="Zendesk settings page showing…
     | ^

Comfy-Org__docs: zh/interface/credits.mdx:64:1: warning[missing-file]: /images/zh/interface/setting/purchase-2.jpg is not in the docs folder
  64 | ![支付成功](/images/zh/interface/setting/purchase-2.jpg)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:425:7: warning[missing-file]: /integrations/data/images/salesforce-lago-subscription-iframe.gif is not in the docs folder
 425 |       <img src="/integrations/data/images/salesforce-lago-subscription-iframe.gif" />
     |       ^

spree__spree: user/products/creating-products.mdx:158:1: warning[missing-file]: /docs/images/user/products/create-a-product/19.shipping.png is not in the docs folder
 158 | ![](/docs/images/user/products/create-a-product/19.shipping.png)
     | ^

modelcontextprotocol__modelcontextprotocol: registry/about.mdx:30:1: warning[missing-file]: /registry/ecosystem-diagram.excalidraw.svg is not in the docs folder
  30 | ![The MCP Registry ecosystem](./ecosystem-diagram.excalidraw.svg)
     | ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:102:5: warning[missing-file]: /assets/admins/discord_bot/new_discord_app.png is not in the docs folder
 102 |     <img className="rounded-image" src="/assets/admins/discord_bot/new_discord_app.png" alt="Create a new Discord app"/>
     |     ^

spree__spree: developer/admin/extending-ui.mdx:1531:7: warning[missing-file]: /images/developer/admin/product_form_sidebar.png is not in the docs folder
 1531 |       <img src="/images/developer/admin/product_form_sidebar.png" />
      |       ^

onyx-dot-app__documentation: admins/connectors/official/document360.mdx:30:1: warning[missing-file]: /assets/admins/connectors/document360/Document360Token.png is not in the docs folder
  30 | <img className="rounded-image" src="/assets/admins/connectors/document360/Document360Token.png" alt="Document360 token g…
     | ^

upstash__docs: workflow/features/invoke.mdx:31:3: warning[missing-file]: /img/workflow/invoke.png is not in the docs folder
  31 |   <img src="/img/workflow/invoke.png" />
     |   ^

spree__spree: user/customers/exporting-customers.mdx:37:1: warning[missing-file]: /docs/images/user/customers/exporting-customers/2-export-customers.png is not in the docs folder
  37 | ![Exporting vustomers in the Spree Commerce dashboard](/docs/images/user/customers/exporting-customers/2-export-customer…
     | ^

onyx-dot-app__documentation: overview/onyx_anywhere/website_widget.mdx:67:1: warning[missing-file]: /assets/overview/onyx_anywhere/widget_inline.mov is not in the docs folder
  67 | <video src="/assets/overview/onyx_anywhere/widget_inline.mov" alt="Onyx Widget Inline Mode" autoPlay />
     | ^

spree__spree: user/manage-products/product-options.mdx:24:1: warning[missing-file]: /docs/images/user/products/options/2-new-option-type.png is not in the docs folder
  24 | ![](/docs/images/user/products/options/2-new-option-type.png)
     | ^

upstash__docs: qstash/quickstarts/cloudflare-workers.mdx:152:3: warning[missing-file]: /img/cloudflare-integration/secrets.png is not in the docs folder
 152 |   <img src="/img/cloudflare-integration/secrets.png" />
     |   ^

spree__spree: user/manage-products/product-metafields.mdx:30:1: warning[missing-file]: /docs/images/user/products/product-metafields/1-product-metafields.png is not in the docs folder
  30 | ![How to add product metafields in Spree Commerce](/docs/images/user/products/product-metafields/1-product-metafields.pn…
     | ^

getlago__lago-doc: guide/customers/customer-portal.mdx:56:3: warning[missing-file]: /guide/images/customer-information-portal.png is not in the docs folder
  56 |   <img src="/guide/images/customer-information-portal.png" />
     |   ^

getlago__lago-doc: guide/wallet-and-prepaid-credits/overview.mdx:69:1: warning[missing-file]: /guide/images/new-wallet.png is not in the docs folder
  69 | ![Creation of a wallet via the user interface](/guide/images/new-wallet.png)
     | ^

novuhq__docs: additional-resources/glossary.mdx:24:3: warning[missing-file]: /images/channels.gif is not in the docs folder
  24 |   <img src="/images/channels.gif" />{" "}
     |   ^

spree__spree: user/manage-products/product-options.mdx:42:1: warning[missing-file]: /docs/images/user/products/options/5-option-values.png is not in the docs folder
  42 | ![](/docs/images/user/products/options/5-option-values.png)
     | ^

getlago__lago-doc: changelog/product-2025.mdx:546:5: warning[missing-file]: /changelog/images/20250414-revenue-streams-overview.webp is not in the docs folder
 546 |     <img src="/changelog/images/20250414-revenue-streams-overview.webp" alt="Lago Analytics v2 revenue streams and MRR d…
     |     ^

onyx-dot-app__documentation: changelog.mdx:1933:3: warning[missing-file]: /assets/changelog/v2.6/showcase_onyx_desktop_app.png is not in the docs folder
 1933 |   <img className="rounded-image" src="/assets/changelog/v2.6/showcase_onyx_desktop_app.png" alt="Onyx Desktop App"/>
      |   ^

onyx-dot-app__documentation: overview/core_features/web_search.mdx:9:1: warning[missing-file]: /assets/overview/core_features/web_search.png is not in the docs folder
   9 | <img className="rounded-image" src="/assets/overview/core_features/web_search.png" alt="Web Search"/>
     | ^

upstash__docs: redis/features/eviction.mdx:18:5: warning[missing-file]: /img/eviction/create-database.png is not in the docs folder
  18 |     <img src="/img/eviction/create-database.png" />
     |     ^

onyx-dot-app__documentation: admins/agents/overview.mdx:75:5: warning[missing-file]: /assets/admins/agents/agent_actions.png is not in the docs folder
  75 |     <img className="rounded-image" src="/assets/admins/agents/agent_actions.png" alt="Onyx Agent Configuration page"/>
     |     ^

onyx-dot-app__documentation: admins/connectors/official/gitlab.mdx:60:1: warning[missing-file]: /assets/admins/connectors/gitlab/GitlabConnector.png is not in the docs folder
  60 | <img className="rounded-image" src="/assets/admins/connectors/gitlab/GitlabConnector.png" alt="Onyx GitLab connector pro…
     | ^

onyx-dot-app__documentation: changelog.mdx:2281:3: warning[missing-file]: /assets/changelog/v2.2/showcase_braintrust.png is not in the docs folder
 2281 |   <img className="rounded-image" src="/assets/changelog/v2.2/showcase_braintrust.png" alt="LLM usage observability"/>
      |   ^

upstash__docs: common/help/prosupport.mdx:40:3: warning[missing-file]: /img/pro-support/image.png is not in the docs folder
  40 |   <img src="/img/pro-support/image.png" width="400" />
     |   ^

PrefectHQ__fastmcp: python-sdk/fastmcp-utilities-mcp_server_config-v1-mcp_server_config.mdx:61:40: warning[mdx-undefined]: ENVIRONMENT is not defined, so the expression shows nothing
  61 | For example: "API_URL": "https://api.${ENVIRONMENT}.example.com"
     |                                        ^
     = hint: define it with export const, import it, or write \{ for a literal brace

getlago__lago-doc: guide/lago-self-hosted/update-instance.mdx:8:3: warning[missing-file]: /guide/images/updates.png is not in the docs folder
   8 |   <img src="/guide/images/updates.png" />
     |   ^

getlago__lago-doc: guide/alerts/usage-alerts.mdx:30:9: warning[missing-file]: /guide/images/create-alerts.png is not in the docs folder
  30 |         <img src="/guide/images/create-alerts.png" />
     |         ^

spree__spree: user/manage-products/bulk-product-operations.mdx:48:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/4.add_taxons.png is not in the docs folder
  48 | ![](/docs/images/user/products/bulk-product-operations/4.add_taxons.png)
     | ^

upstash__docs: redis/sdks/ratelimit-ts/features.mdx:102:1: warning[missing-file]: /img/ratelimit/dashboard.png is not in the docs folder
 102 | ![dashboard.png](/img/ratelimit/dashboard.png)
     | ^

upstash__docs: qstash/quickstarts/cloudflare-workers.mdx:187:3: warning[missing-file]: /img/cloudflare-integration/secrets-store.png is not in the docs folder
 187 |   <img src="/img/cloudflare-integration/secrets-store.png" />
     |   ^

upstash__docs: qstash/recipes/periodic-data-updates.mdx:138:24: warning[missing-file]: /img/qstash/vercel_env.png is not in the docs folder
 138 | environment variables. ![](/img/qstash/vercel_env.png)
     |                        ^

upstash__docs: box/guides/hermes-setup.mdx:17:1: warning[missing-file]: /img/hermes-setup/box-create.png is not in the docs folder
  17 | <img src="/img/hermes-setup/box-create.png" />
     | ^

getlago__lago-doc: guide/security/audit-logs.mdx:97:9: warning[missing-file]: /guide/security/images/api-logs.png is not in the docs folder
  97 |         <img src="/guide/security/images/api-logs.png" />
     |         ^

getlago__lago-doc: integrations/payments/cashfree-integration.mdx:50:3: warning[missing-file]: /integrations/images/cashfree-webhook-connection.png is not in the docs folder
  50 |   <img src="/integrations/images/cashfree-webhook-connection.png" />
     |   ^

spree__spree: user/returns/returns-processing.mdx:51:1: warning[missing-file]: /docs/images/user/returns/returns-processing/4.ra_section.png is not in the docs folder
  51 | ![](/docs/images/user/returns/returns-processing/4.ra_section.png)
     | ^

novuhq__docs: getting-started/quickstart.mdx:177:5: warning[missing-file]: /getting-started/media-assets/trigger-tab.png is not in the docs folder
 177 |     <img src="/getting-started/media-assets/trigger-tab.png" alt="Trigger Tab" />
     |     ^

spree__spree: api-reference/platform/authentication.mdx:21:5: warning[missing-file]: /images/Platform API 4.png is not in the docs folder
  21 |     <img src="/images/Platform API 4.png"/>
     |     ^

spree__spree: integrations/tax/avalara.mdx:88:1: warning[missing-file]: /docs/images/integrations/avalara/4-entity-use-codes.png is not in the docs folder
  88 | ![The Avalara Entity Use Codes list in Spree admin settings](/docs/images/integrations/avalara/4-entity-use-codes.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/salesforce.mdx:124:1: warning[missing-file]: /assets/admins/connectors/salesforce/salesforce_5.png is not in the docs folder
 124 | <img className="rounded-image" src="/assets/admins/connectors/salesforce/salesforce_5.png" alt="Onyx Salesforce connecto…
     | ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:23:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/new-team.png is not in the docs folder
  23 |     <img src="/images/channels-and-providers/sms/africas-talking/new-team.png" />{" "}
     |     ^

ollama__ollama: integrations/codex-app.mdx:42:1: warning[missing-file]: /images/codex-app-review.png is not in the docs folder
  42 | <img
     | ^

onyx-dot-app__documentation: admins/connectors/official/clickup.mdx:24:1: warning[missing-file]: /assets/admins/connectors/clickup/ClickUp_Hierarchy.gif is not in the docs folder
  24 | <img className="rounded-image" src="/assets/admins/connectors/clickup/ClickUp_Hierarchy.gif" alt="ClickUp workspace hier…
     | ^

getlago__lago-doc: integrations/taxes/anrok.mdx:88:3: warning[missing-file]: /integrations/images/anrok-create-customer.png is not in the docs folder
  88 |   <img src="/integrations/images/anrok-create-customer.png" />
     |   ^

getlago__lago-doc: integrations/accounting/xero.mdx:65:3: warning[missing-file]: /integrations/images/xero-mapping-fallback-item.png is not in the docs folder
  65 |   <img src="/integrations/images/xero-mapping-fallback-item.png" />
     |   ^

getlago__lago-doc: guide/plans/progressive-billing.mdx:115:7: warning[missing-file]: /guide/plans/images/progressive-billing-recurring-threshold.png is not in the docs folder
 115 |       ![](/guide/plans/images/progressive-billing-recurring-threshold.png)
     |       ^

getlago__lago-doc: changelog/product.mdx:519:5: warning[missing-file]: /changelog/images/20260302-new-endpoints.webp is not in the docs folder
 519 |     <img src="/changelog/images/20260302-new-endpoints.webp" alt="Lago API endpoints for managing charges, charge filter…
     |     ^

onyx-dot-app__documentation: changelog.mdx:1593:3: warning[missing-file]: /assets/changelog/v2.10/showcase_multilingual_dr.png is not in the docs folder
 1593 |   <img className="rounded-image" src="/assets/changelog/v2.10/showcase_multilingual_dr.png" alt="Multilingual Deep Resea…
      |   ^

spree__spree: developer/deployment/cdn.mdx:19:1: warning[missing-file]: /images/developer/deployment/cloudflare_cache_rule_1.png is not in the docs folder
  19 | ![Cloudflare Cache Rule Settings](/images/developer/deployment/cloudflare_cache_rule_1.png)
     | ^

upstash__docs: redis/howto/vercelintegration.mdx:41:1: warning[missing-file]: /img/vercel/vercel_dashboard.png is not in the docs folder
  41 | <img src="/img/vercel/vercel_dashboard.png" width="520" />
     | ^

spree__spree: user/vendors/vendor-management.mdx:79:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/5-account-information.png is not in the docs folder
  79 | ![The Account Information section displaying commission rate, product count, total sales, and country](/docs/images/user…
     | ^

getlago__lago-doc: guide/plans/charges/arrears-vs-advance.mdx:77:9: warning[missing-file]: /guide/plans/images/charge-in-advance-5a13fc011d78a058f7767519c5817961.png is not in the docs folder
  77 |         <img src="/guide/plans/images/charge-in-advance-5a13fc011d78a058f7767519c5817961.png" />
     |         ^

upstash__docs: vector/integrations/langflow.mdx:34:5: warning[missing-file]: /img/vector/integrations/langflow/insert-workflow.png is not in the docs folder
  34 |     <img src="/img/vector/integrations/langflow/insert-workflow.png" />
     |     ^

onyx-dot-app__documentation: changelog.mdx:2026:3: warning[missing-file]: /assets/changelog/v2.5/showcase_code_interpreter_alpha.png is not in the docs folder
 2026 |   <img className="rounded-image" src="/assets/changelog/v2.5/showcase_code_interpreter_alpha.png" alt="Code Execution Al…
      |   ^

upstash__docs: redis/quickstarts/digitalocean.mdx:59:3: warning[missing-file]: /img/digitalocean/img3.png is not in the docs folder
  59 |   <img src="/img/digitalocean/img3.png" />
     |   ^

spree__spree: user/manage-products/product-options.mdx:38:1: warning[missing-file]: /docs/images/user/products/options/4-storefront-filters.png is not in the docs folder
  38 | ![](/docs/images/user/products/options/4-storefront-filters.png)
     | ^

onyx-dot-app__documentation: deployment/configuration/chrome_extension.mdx:57:5: warning[missing-file]: /assets/deployment/root_domain.png is not in the docs folder
  57 |     <img className="rounded-image" src="/assets/deployment/root_domain.png" alt="Root Domain Configuration"/>
     |     ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_federated.mdx:125:5: warning[missing-file]: /assets/admins/connectors/slack/SlackFederatedConnectorSetting.png is not in the docs folder
 125 |     <img className="rounded-image" src="/assets/admins/connectors/slack/SlackFederatedConnectorSetting.png" alt="Onyx Sl…
     |     ^

onyx-dot-app__documentation: admins/getting_started/slack_bot_setup.mdx:120:5: warning[missing-file]: /assets/admins/slackbot/slackbot_bot_token.png is not in the docs folder
 120 |     <img className="rounded-image" src="/assets/admins/slackbot/slackbot_bot_token.png" alt="Onyx Slack Bot Bot Token"/>
     |     ^

spree__spree: developer/admin/extending-ui.mdx:182:7: warning[missing-file]: /images/developer/admin/dashboard_sidebar_partials.png is not in the docs folder
 182 |       <img src="/images/developer/admin/dashboard_sidebar_partials.png" />
     |       ^

spree__spree: user/products/cloning-products.mdx:18:1: warning[missing-file]: /docs/images/user/products/clone-a-product/2.product_cloned.png is not in the docs folder
  18 | ![](/docs/images/user/products/clone-a-product/2.product_cloned.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:72:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/1-create-version-form.png is not in the docs folder
  72 | ![The completed Create version form in the Shopify Dev Dashboard with all required fields filled in](/docs/images/user/v…
     | ^

spree__spree: user/returns/returns-processing.mdx:111:1: warning[missing-file]: /docs/images/user/returns/returns-processing/12.customer_reimbursed.png is not in the docs folder
 111 | ![](/docs/images/user/returns/returns-processing/12.customer_reimbursed.png)
     | ^

onyx-dot-app__documentation: overview/core_features/image_generation.mdx:12:1: warning[missing-file]: /assets/overview/core_features/image_generation.png is not in the docs folder
  12 | <img className="rounded-image" src="/assets/overview/core_features/image_generation.png" alt="Image Generation"/>
     | ^

Comfy-Org__docs: ja/built-in-nodes/DualCFGGuider.mdx:10:2: warning[mdx-undefined]: DualCFGGuider is not defined, so the expression shows nothing
  10 | {DualCFGGuider}ノードは、デュアル分類器不要ガイダンス（Dual Classifier-Free Guidance）サンプリングのためのガイダンスシステムを作成します。2つのポジティブ条件付け入力と1つのネガティブ条件付け入力…
     |  ^
     = hint: define it with export const, import it, or write \{ for a literal brace

novuhq__docs: inbox/overview.mdx:12:3: warning[missing-file]: /images/inbox.png is not in the docs folder
  12 |   <img src="/images/inbox.png" />
     |   ^

onyx-dot-app__documentation: deployment/cloud/aws/ec2.mdx:31:5: warning[missing-file]: /assets/deployment/ec2_create_instance.png is not in the docs folder
  31 |     <img className="rounded-image" src="/assets/deployment/ec2_create_instance.png" alt="EC2 Instance Creation"/>
     |     ^

onyx-dot-app__documentation: admins/connectors/official/hubspot.mdx:25:5: warning[missing-file]: /assets/admins/connectors/hubspot/HubSpotApp.png is not in the docs folder
  25 |     <img className="rounded-image" src="/assets/admins/connectors/hubspot/HubSpotApp.png" alt="Creating a Private App in…
     |     ^

spree__spree: developer/admin/extending-ui.mdx:1475:7: warning[missing-file]: /images/developer/admin/product_form.png is not in the docs folder
 1475 |       <img src="/images/developer/admin/product_form.png" />
      |       ^

spree__spree: user/orders/refunding-orders.mdx:26:1: warning[missing-file]: /docs/images/user/orders/refunding-orders/4-refund-form.png is not in the docs folder
  26 | ![The refund creation form in the Spree Commerce dashboard](/docs/images/user/orders/refunding-orders/4-refund-form.png)
     | ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:167:5: warning[missing-file]: /images/priv-connections-create-endpoint-service.png is not in the docs folder
 167 |     ![Create VPC Endpoint Service form](/images/priv-connections-create-endpoint-service.png)
     |     ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:28:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/new app-africa-talking.png is not in the docs folder
  28 |     <img src="/images/channels-and-providers/sms/africas-talking/new app-africa-talking.png" />{" "}
     |     ^

triggerdotdev__trigger.dev: guides/frameworks/sequin.mdx:257:9: warning[missing-file]: /images/sequin-sort-and-filter.png is not in the docs folder
 257 |         <img src="/images/sequin-sort-and-filter.png" alt="Consumer Sort and Filter" />
     |         ^

onyx-dot-app__documentation: overview/onyx_anywhere/website_widget.mdx:54:1: warning[missing-file]: /assets/overview/onyx_anywhere/widget_popup.mov is not in the docs folder
  54 | <video src="/assets/overview/onyx_anywhere/widget_popup.mov" alt="Onyx Widget Chat Popup" autoPlay />
     | ^

spree__spree: integrations/analytics/google-analytics.mdx:37:1: warning[missing-file]: /images/integrations/google-analytics/1.get_started.png is not in the docs folder
  37 | ![](/images/integrations/google-analytics/1.get_started.png)
     | ^

spree__spree: user/customers/customer-profile.mdx:106:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/10-draft-orders.png is not in the docs folder
 106 | ![Draft orders associated with a customer in Spree Commerce](/docs/images/user/customers/customer-profiles/10-draft-orde…
     | ^

spree__spree: user/settings/metafields.mdx:14:1: warning[missing-file]: /docs/images/user/settings/metafields/1-settings-metafields.png is not in the docs folder
  14 | ![Spree Commerce metafields](/docs/images/user/settings/metafields/1-settings-metafields.png)
     | ^

spree__spree: user/settings/metafields.mdx:97:1: warning[missing-file]: /docs/images/user/settings/metafields/6-select-metafields.png is not in the docs folder
  97 | ![Adding metafields values in Spree](/docs/images/user/settings/metafields/6-select-metafields.png)
     | ^

getlago__lago-doc: guide/plans/charges/usage-based-charges.mdx:68:3: warning[missing-file]: /guide/plans/images/invoice-display-name.gif is not in the docs folder
  68 |   <img src="/guide/plans/images/invoice-display-name.gif"/>
     |   ^

novuhq__docs: integrations/providers/chat/slack.mdx:39:6: warning[missing-file]: /images/guides/slack-guide/hook.png is not in the docs folder
  39 |      <img src="/images/guides/slack-guide/hook.png" />{" "}
     |      ^

onyx-dot-app__documentation: admins/connectors/official/discourse.mdx:38:5: warning[missing-file]: /assets/admins/connectors/discourse/discourse_3.gif is not in the docs folder
  38 |     <img className="rounded-image" src="/assets/admins/connectors/discourse/discourse_3.gif" alt="Create and copy API ke…
     |     ^

spree__spree: user/returns/returns-processing.mdx:98:1: warning[missing-file]: /docs/images/user/returns/returns-processing/10.new_reimbursement.png is not in the docs folder
  98 | ![](/docs/images/user/returns/returns-processing/10.new_reimbursement.png)
     | ^

spree__spree: user/settings/tax.mdx:22:1: warning[missing-file]: /docs/images/user/settings/tax/3-tax-rates-overview.png is not in the docs folder
  22 | ![The Tax Rates overview page listing all configured tax rates](/docs/images/user/settings/tax/3-tax-rates-overview.png)
     | ^

getlago__lago-doc: integrations/alerting/zapier.mdx:10:3: warning[missing-file]: /integrations/alerting/images/invoice-alerting-flow-6c86d0faab38b7740a20925797099c70.png is not in the docs folder
  10 |   <img src="/integrations/alerting/images/invoice-alerting-flow-6c86d0faab38b7740a20925797099c70.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:1797:3: warning[missing-file]: /assets/changelog/v2.7/showcase_agent_creation.png is not in the docs folder
 1797 |   <img className="rounded-image" src="/assets/changelog/v2.7/showcase_agent_creation.png" alt="Agent Creation Page"/>
      |   ^

triggerdotdev__trigger.dev: observability/query.mdx:58:1: warning[missing-file]: /images/query-chart-usage-percentiles.png is not in the docs folder
  58 | ![The Query dashboard](/images/query-chart-usage-percentiles.png)
     | ^

spree__spree: integrations/payments/stripe.mdx:33:1: warning[missing-file]: /images/integrations/stripe/1.get_started.png is not in the docs folder
  33 | ![](/images/integrations/stripe/1.get_started.png)
     | ^

Comfy-Org__docs: zh/interface/overview.mdx:84:1: warning[missing-file]: /images/zh/interface/comfyui-old-menu.png is not in the docs folder
  84 | ![ComfyUI 旧版菜单](/images/zh/interface/comfyui-old-menu.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:82:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/6-getting-started-tasks.png is not in the docs folder
  82 | ![The Getting Started onboarding checklist in the Spree vendor dashboard](/docs/images/user/vendors/vendor-onboarding-wo…
     | ^

getlago__lago-doc: integrations/payments/adyen-integration.mdx:113:3: warning[missing-file]: /guide/payments/images/adyen-new-customer.png is not in the docs folder
 113 |   <img src="/guide/payments/images/adyen-new-customer.png" />
     |   ^

upstash__docs: qstash/quickstarts/python-vercel.mdx:115:9: warning[missing-file]: /img/qstash/python-quickstart-schedule.png is not in the docs folder
 115 |         <img src="/img/qstash/python-quickstart-schedule.png" alt="QStash console scheduling" />
     |         ^

getlago__lago-doc: guide/invoicing/invoicing-settings/overview.mdx:88:9: warning[missing-file]: /guide/invoicing/images/custom-footer-3938263609cbf988b298c69afa2812e6.png is not in the docs folder
  88 |         <img src="/guide/invoicing/images/custom-footer-3938263609cbf988b298c69afa2812e6.png" />
     |         ^

onyx-dot-app__documentation: changelog.mdx:2331:3: warning[missing-file]: /assets/changelog/v2.1/showcase_code_rendering.png is not in the docs folder
 2331 |   <img className="rounded-image" src="/assets/changelog/v2.1/showcase_code_rendering.png" alt="Code rendering"/>
      |   ^

getlago__lago-doc: guide/billable-metrics/delete-billable-metrics.mdx:31:5: warning[missing-file]: /guide/images/billable-metrics-delete-68cd9763df888a65237c8f0f5c85358a.png is not in the docs folder
  31 |     ![How to delete a billable metric](/guide/images/billable-metrics-delete-68cd9763df888a65237c8f0f5c85358a.png)
     |     ^

getlago__lago-doc: guide/security/audit-logs.mdx:27:9: warning[missing-file]: /guide/security/images/activity-logs.png is not in the docs folder
  27 |         <img src="/guide/security/images/activity-logs.png" />
     |         ^

getlago__lago-doc: changelog/product.mdx:307:5: warning[missing-file]: /changelog/images/20260615-llm-markup.webp is not in the docs folder
 307 |     <img src="/changelog/images/20260615-llm-markup.webp" alt="Lago Agent SDK price mode applying a margin on top of LLM…
     |     ^

onyx-dot-app__documentation: overview/core_features/internal_search.mdx:20:1: warning[missing-file]: /assets/overview/core_features/search_ui.png is not in the docs folder
  20 | <img className="rounded-image" src="/assets/overview/core_features/search_ui.png" alt="Onyx Search Interface"/>
     | ^

onyx-dot-app__documentation: admins/connectors/official/web.mdx:30:5: warning[missing-file]: /assets/admins/connectors/web/WebConnector.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/admins/connectors/web/WebConnector.png" alt="Onyx Web connector form to …
     |     ^

onyx-dot-app__documentation: admins/connectors/official/zulip.mdx:57:5: warning[missing-file]: /assets/admins/connectors/zulip/OnyxZulipConfig.png is not in the docs folder
  57 |     <img className="rounded-image" src="/assets/admins/connectors/zulip/OnyxZulipConfig.png" alt="Onyx Zulip connector c…
     |     ^

spree__spree: developer/admin/extending-ui.mdx:161:7: warning[missing-file]: /images/developer/admin/dashboard_analytics_partials.png is not in the docs folder
 161 |       <img src="/images/developer/admin/dashboard_analytics_partials.png" />
     |       ^

spree__spree: user/manage-products/bulk-product-operations.mdx:56:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/5.remove_taxons.png is not in the docs folder
  56 | ![](/docs/images/user/products/bulk-product-operations/5.remove_taxons.png)
     | ^

spree__spree: user/customers/assign-store-credits.mdx:30:1: warning[missing-file]: /docs/images/user/customers/store-credits/4-credit-form.png is not in the docs folder
  30 | ![Configure a store credit assignment in the Spree Commerce dashboard](/docs/images/user/customers/store-credits/4-credi…
     | ^

getlago__lago-doc: integrations/payments/gocardless-integration.mdx:27:3: warning[missing-file]: /guide/payments/images/gcl-oauth-65c0e5a1a2767f606b55395e0ba394e4.png is not in the docs folder
  27 |   <img src="/guide/payments/images/gcl-oauth-65c0e5a1a2767f606b55395e0ba394e4.png" />
     |   ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:158:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/11-getting-started-tasks.png is not in the docs folder
 158 | ![The Getting Started onboarding checklist in the Spree vendor dashboard](/docs/images/user/vendors/vendor-onboarding-sh…
     | ^

upstash__docs: qstash/features/callbacks.mdx:23:1: warning[missing-file]: /img/qstash/callbacks.png is not in the docs folder
  23 | <img className="block h-32 dark:hidden" src="/img/qstash/callbacks.png" />
     | ^

spree__spree: user/how-to/schedule-sale-pricing.mdx:87:1: warning[missing-file]: /docs/images/user/how-to/schedule-sale-pricing/5-schedule-price-list.png is not in the docs folder
  87 | ![The price list editor with the Schedule button highlighted, showing the configured start and end dates](/docs/images/u…
     | ^

onyx-dot-app__documentation: admins/connectors/official/s3/assume-role.mdx:73:1: warning[missing-file]: /assets/admins/connectors/blob/s3/onyx-assume-role.png is not in the docs folder
  73 | <img className="rounded-image" src="/assets/admins/connectors/blob/s3/onyx-assume-role.png" alt="Screenshot of Onyx S3 a…
     | ^

spree__spree: user/returns/returns-processing.mdx:86:1: warning[missing-file]: /docs/images/user/returns/returns-processing/8.cr_section.png is not in the docs folder
  86 | ![](/docs/images/user/returns/returns-processing/8.cr_section.png)
     | ^

onyx-dot-app__documentation: overview/core_features/connectors.mdx:12:3: warning[missing-file]: /assets/overview/core_features/connectors.png is not in the docs folder
  12 |   <img src="/assets/overview/core_features/connectors.png" alt="Connectors" noZoom/>
     |   ^

spree__spree: user/orders/refunding-orders.mdx:20:1: warning[missing-file]: /docs/images/user/orders/refunding-orders/3-payment-section.png is not in the docs folder
  20 | ![Refunding an order payment in Spree Commerce](/docs/images/user/orders/refunding-orders/3-payment-section.png)
     | ^

spree__spree: user/user-quickstart-guide.mdx:27:1: warning[missing-file]: /docs/images/user/quickstart/2-setup-payments.png is not in the docs folder
  27 | ![Payment setup onboarding step](/docs/images/user/quickstart/2-setup-payments.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:2194:3: warning[missing-file]: /assets/changelog/v2.3/showcase_frontend_performance.png is not in the docs folder
 2194 |   <img className="rounded-image" src="/assets/changelog/v2.3/showcase_frontend_performance.png" alt="Frontend Performanc…
      |   ^

novuhq__docs: integrations/providers/sms/termii.mdx:28:5: warning[missing-file]: /images/channels-and-providers/sms/termii/image-73.png is not in the docs folder
  28 |     <img src="/images/channels-and-providers/sms/termii/image-73.png" />{" "}
     |     ^

upstash__docs: qstash/integrations/n8n.mdx:23:4: warning[missing-file]: /img/n8n/qstash-curl.png is not in the docs folder
  23 |    <img src="/img/n8n/qstash-curl.png" />
     |    ^

spree__spree: user/orders/editing-orders.mdx:112:1: warning[missing-file]: /docs/images/user/orders/editing-orders/10-add-payments.png is not in the docs folder
 112 | ![Adding a payments to an existing order in Spree Commerce](/docs/images/user/orders/editing-orders/10-add-payments.png)
     | ^

getlago__lago-doc: guide/payments/payment-retries.mdx:18:3: warning[missing-file]: /guide/payments/images/retry-payment.png is not in the docs folder
  18 |   ![](/guide/payments/images/retry-payment.png)
     |   ^

spree__spree: user/vendors/commission-rates.mdx:38:1: warning[missing-file]: /docs/images/user/vendors/commission-rates/1-vendors-tab.png is not in the docs folder
  38 | ![The Vendors tab showing the list of vendors](/docs/images/user/vendors/commission-rates/1-vendors-tab.png)
     | ^

getlago__lago-doc: guide/events/retrieve-usage.mdx:33:3: warning[missing-file]: /guide/events/images/events-debugger-6bcbcf7e46f1bd4bb8a9b6e6964bba69.png is not in the docs folder
  33 |   <img src="/guide/events/images/events-debugger-6bcbcf7e46f1bd4bb8a9b6e6964bba69.png" />
     |   ^

onyx-dot-app__documentation: admins/advanced_configs/hook_extensions.mdx:77:5: warning[missing-file]: /assets/admins/advanced_configs/add_hook.png is not in the docs folder
  77 |     <img className="rounded-image" src="/assets/admins/advanced_configs/add_hook.png" alt="Add Hook Form"/>
     |     ^

getlago__lago-doc: integrations/alerting/zapier.mdx:53:3: warning[missing-file]: /integrations/alerting/images/alerting-fields-breakdown-33a58492027cdcbfe5562d1c1cd96397.png is not in the docs folder
  53 |   <img src="/integrations/alerting/images/alerting-fields-breakdown-33a58492027cdcbfe5562d1c1cd96397.png" />
     |   ^

novuhq__docs: concepts/workflows.mdx:20:1: warning[missing-file]: /workflow/media-assets/how-it-works.png is not in the docs folder
  20 | ![Workflow Editor](/workflow/media-assets/how-it-works.png)
     | ^

spree__spree: integrations/marketing/klaviyo.mdx:41:1: warning[missing-file]: /images/integrations/klaviyo/2.creation_form.png is not in the docs folder
  41 | ![](/images/integrations/klaviyo/2.creation_form.png)
     | ^

spree__spree: user/customers/issue-gift-card.mdx:14:1: warning[missing-file]: /docs/images/user/customers/gift-cards/1-customers-tab.png is not in the docs folder
  14 | ![How to issue a gift card to a customer in Spree Commerce](/docs/images/user/customers/gift-cards/1-customers-tab.png)
     | ^

upstash__docs: workflow/agents/patterns/orchestrator-workers.mdx:5:1: warning[missing-file]: /img/workflow/agents/diagram/orchestrator-diagram.png is not in the docs folder
   5 | <img src="/img/workflow/agents/diagram/orchestrator-diagram.png" />
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:122:1: warning[missing-file]: /docs/images/user/products/taxonomies/12.products-added.png is not in the docs folder
 122 | ![](/docs/images/user/products/taxonomies/12.products-added.png)
     | ^

spree__spree: use-case/multi-tenant/super-admin-capabilities.mdx:6:1: warning[missing-file]: /docs/images/use-cases/multi-tenant/super-admins.jpg is not in the docs folder
   6 | ![](/docs/images/use-cases/multi-tenant/super-admins.jpg)
     | ^

getlago__lago-doc: changelog/product-2022.mdx:400:5: warning[missing-file]: /changelog/images/20220601-events-list.webp is not in the docs folder
 400 |     <img src="/changelog/images/20220601-events-list.webp" alt="Lago events list showing ingested usage events." loading…
     |     ^

spree__spree: user/how-to/multiple-languages.mdx:60:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/4-translation-drawer.png is not in the docs folder
  60 | ![The translation drawer open for an individual product showing fields for each locale](/docs/images/user/how-to/multipl…
     | ^

spree__spree: user/orders/editing-orders.mdx:97:1: warning[missing-file]: /docs/images/user/orders/editing-orders/9-adjustments.png is not in the docs folder
  97 | ![Adding orders adjustments in Spree Commerce](/docs/images/user/orders/editing-orders/9-adjustments.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/google_drive/oauth.mdx:93:5: warning[missing-file]: /assets/admins/connectors/google_drive/DriveCredentials.png is not in the docs folder
  93 |     <img className="rounded-image" src="/assets/admins/connectors/google_drive/DriveCredentials.png" alt="Configuring au…
     |     ^

spree__spree: user/manage-products/translations.mdx:53:1: warning[missing-file]: /docs/images/user/products/translations/6-import-panel.png is not in the docs folder
  53 | ![The import side panel for translations](/docs/images/user/products/translations/6-import-panel.png)
     | ^

spree__spree: user/settings/markets.mdx:59:1: warning[missing-file]: /docs/images/user/settings/markets/3-edit-market.png is not in the docs folder
  59 | ![Editing a market in Spree Commerce](/docs/images/user/settings/markets/3-edit-market.png)
     | ^

triggerdotdev__trigger.dev: deployment/overview.mdx:152:1: warning[missing-file]: /deployment/skip-promotion.png is not in the docs folder
 152 | ![Trigger.dev dashboard showing the latest version deployed but not promoted](/deployment/skip-promotion.png)
     | ^

Comfy-Org__docs: zh/interface/overview.mdx:18:1: warning[missing-file]: /images/interface/overview/comfyui_old_interface.jpg is not in the docs folder
  18 | ![ComfyUI 旧界面](/images/interface/overview/comfyui_old_interface.jpg)
     | ^

spree__spree: user/manage-products/stock-transfers.mdx:47:1: warning[missing-file]: /docs/images/user/products/stock-transfers/6.variants_added.png is not in the docs folder
  47 | ![](/docs/images/user/products/stock-transfers/6.variants_added.png)
     | ^

spree__spree: user/settings/locations.mdx:18:1: warning[missing-file]: /docs/images/user/settings/locations/2-create-stock-location.png is not in the docs folder
  18 | ![](/docs/images/user/settings/locations/2-create-stock-location.png)
     | ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:105:5: warning[missing-file]: /images/priv-connections-network-load-balancer-basic.png is not in the docs folder
 105 |     ![Network Load Balancer basic configuration](/images/priv-connections-network-load-balancer-basic.png)
     |     ^

spree__spree: user/manage-products/price-lists.mdx:61:1: warning[missing-file]: /docs/images/user/products/price-lists/6-select-products.png is not in the docs folder
  61 | ![Selecting products to add to a price list in Spree Commerce](/docs/images/user/products/price-lists/6-select-products.…
     | ^

modelcontextprotocol__modelcontextprotocol: extensions/apps/build.mdx:478:3: warning[missing-file]: /images/quickstart-apps/add-custom-connector.gif is not in the docs folder
 478 |   <img
     |   ^

onyx-dot-app__documentation: admins/actions/mcp.mdx:42:5: warning[missing-file]: /assets/admins/actions/mcp_config.png is not in the docs folder
  42 |     <img className="rounded-image" src="/assets/admins/actions/mcp_config.png" alt="MCP server authentication configurat…
     |     ^

onyx-dot-app__documentation: admins/actions/web_search.mdx:28:5: warning[missing-file]: /assets/admins/actions/web_search/search_engines.png is not in the docs folder
  28 |     <img className="rounded-image" src="/assets/admins/actions/web_search/search_engines.png" alt="Search Engine Provide…
     |     ^

getlago__lago-doc: integrations/accounting/netsuite.mdx:141:3: warning[missing-file]: /integrations/images/sync-customers-netsuite.png is not in the docs folder
 141 |   <img src="/integrations/images/sync-customers-netsuite.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/requesttracker.mdx:31:5: warning[missing-file]: /assets/admins/connectors/requesttracker/RequestTrackerAuth.png is not in the docs folder
  31 |     <img className="rounded-image" src="/assets/admins/connectors/requesttracker/RequestTrackerAuth.png" alt="Onyx Reque…
     |     ^

spree__spree: user/how-to/wholesale-pricing.mdx:63:1: warning[missing-file]: /docs/images/user/how-to/wholesale-pricing/5-customer-group-rule.png is not in the docs folder
  63 | ![The price list editor showing a Customer Group rule targeting Wholesale Buyers](/docs/images/user/how-to/wholesale-pri…
     | ^

spree__spree: user/manage-products/price-lists.mdx:18:1: warning[missing-file]: /docs/images/user/products/price-lists/1-price-lists-tab.png is not in the docs folder
  18 | ![The price list tab in Spree Commerce](/docs/images/user/products/price-lists/1-price-lists-tab.png)
     | ^

spree__spree: user/orders/exporting-orders.mdx:20:1: warning[missing-file]: /docs/images/user/orders/export-orders/1-orders-tab.png is not in the docs folder
  20 | ![Selecting order record to export in Spree Commerce](/docs/images/user/orders/export-orders/1-orders-tab.png)
     | ^

spree__spree: user/customers/edit-customer.mdx:74:1: warning[missing-file]: /docs/images/user/customers/editing-customers/7-gift-cards.png is not in the docs folder
  74 | ![Issuing a gift card to a customer in Spree Commerce](/docs/images/user/customers/editing-customers/7-gift-cards.png)
     | ^

onyx-dot-app__documentation: overview/core_features/craft_scheduled_tasks.mdx:72:1: warning[missing-file]: /assets/overview/core_features/craft_scheduled_task_new.png is not in the docs folder
  72 | <img className="rounded-image" src="/assets/overview/core_features/craft_scheduled_task_new.png" alt="The New Scheduled …
     | ^

spree__spree: user/orders/processing-orders.mdx:61:1: warning[missing-file]: /docs/images/user/orders/processing-orders/6-shipments.png is not in the docs folder
  61 | ![How to ship an orders in Spree Commerce](/docs/images/user/orders/processing-orders/6-shipments.png)
     | ^

upstash__docs: search/overall/getstarted.mdx:174:3: warning[missing-file]: /img/search/first-search.png is not in the docs folder
 174 |   <img src="/img/search/first-search.png" />
     |   ^

spree__spree: user/products/creating-products.mdx:150:1: warning[missing-file]: /docs/images/user/products/create-a-product/18.merged_ui.png is not in the docs folder
 150 | ![](/docs/images/user/products/create-a-product/18.merged_ui.png)
     | ^

spree__spree: user/settings/users.mdx:59:1: warning[missing-file]: /images/user/settings/users/5.invitations.png is not in the docs folder
  59 | ![](/images/user/settings/users/5.invitations.png)
     | ^

novuhq__docs: getting-started/quickstart.mdx:281:9: warning[missing-file]: /getting-started/media-assets/sync-workflow.png is not in the docs folder
 281 |         <img src="/getting-started/media-assets/sync-workflow.png" alt="Sync workflow" />
     |         ^

onyx-dot-app__documentation: admins/actions/openapi.mdx:35:5: warning[missing-file]: /assets/admins/actions/openapi_modal.png is not in the docs folder
  35 |     <img className="rounded-image" src="/assets/admins/actions/openapi_modal.png" alt="Add OpenAPI Action modal in Onyx …
     |     ^

spree__spree: user/how-to/multiple-languages.mdx:16:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/1-markets-overview.png is not in the docs folder
  16 | ![The Markets overview page showing multiple configured markets with different locales](/docs/images/user/how-to/multipl…
     | ^

spree__spree: user/products/creating-products.mdx:179:1: warning[missing-file]: /docs/images/user/products/create-a-product/21.tax.png is not in the docs folder
 179 | ![](/docs/images/user/products/create-a-product/21.tax.png)
     | ^

spree__spree: user/promotions/gift-cards.mdx:10:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/1-gift-cards.png is not in the docs folder
  10 | ![](/docs/images/user/promotions/gift-cards/1-gift-cards.png)
     | ^

spree__spree: use-case/multi-tenant/tenant-capabilities.mdx:6:1: warning[missing-file]: /docs/images/use-cases/multi-tenant/tenants.jpg is not in the docs folder
   6 | ![](/docs/images/use-cases/multi-tenant/tenants.jpg)
     | ^

upstash__docs: redis/quickstarts/google-cloud-functions.mdx:33:3: warning[missing-file]: /img/redis-gcloud/create-service.png is not in the docs folder
  33 |   <img src="/img/redis-gcloud/create-service.png" />
     |   ^

upstash__docs: redis/integrations/n8n.mdx:59:4: warning[missing-file]: /img/n8n/redis-get-2.png is not in the docs folder
  59 |    <img src="/img/n8n/redis-get-2.png" />
     |    ^

getlago__lago-doc: guide/invoicing/void.mdx:63:7: warning[missing-file]: /guide/invoicing/images/void-invoice-refund-options.png is not in the docs folder
  63 |       ![](/guide/invoicing/images/void-invoice-refund-options.png)
     |       ^

onyx-dot-app__documentation: admins/advanced_configs/spending_limits.mdx:14:1: warning[missing-file]: /assets/admins/advanced_configs/spending_limits.png is not in the docs folder
  14 | <img className="rounded-image" src="/assets/admins/advanced_configs/spending_limits.png" alt="Spending Limits"/>
     | ^

spree__spree: user/settings/returns-configuration.mdx:12:1: warning[missing-file]: /images/user/settings/returns-configuration/1.returns.png is not in the docs folder
  12 | ![](/images/user/settings/returns-configuration/1.returns.png)
     | ^

getlago__lago-doc: guide/one-off-invoices/create-one-off-invoices.mdx:26:7: warning[missing-file]: /guide/one-off-invoices/images/one-off-invoices.png is not in the docs folder
  26 |       <img src="/guide/one-off-invoices/images/one-off-invoices.png" />
     |       ^

spree__spree: user/customers/create-customer.mdx:14:1: warning[missing-file]: /docs/images/user/customers/create-customer/1-customers-tab.png is not in the docs folder
  14 | ![The Customers tab in the Spree Commerce dashboard](/docs/images/user/customers/create-customer/1-customers-tab.png)
     | ^

Comfy-Org__docs: tutorials/3d/hunyuan3D-2.mdx:167:1: warning[missing-file]: /images/tutorial/3d/hunyuan3d-2mv/hunyuan3d_2_non_multiview.jpg is not in the docs folder
 167 | ![ComfyUI hunyuan3d_2](/images/tutorial/3d/hunyuan3d-2mv/hunyuan3d_2_non_multiview.jpg)
     | ^

spree__spree: user/settings/shipping-methods.mdx:97:1: warning[missing-file]: /docs/images/user/settings/shipping/9-estimated-delivery.png is not in the docs folder
  97 | ![Set shipping method estimated transits days in Spree](/docs/images/user/settings/shipping/9-estimated-delivery.png)
     | ^

upstash__docs: qstash/howto/publishing.mdx:10:3: warning[missing-file]: /img/qstash/publish.png is not in the docs folder
  10 |   <img src="/img/qstash/publish.png" width="688" />
     |   ^

getlago__lago-doc: guide/ai-agents/mcp-server.mdx:10:3: warning[missing-file]: /changelog/images/20251215mcp-server.png is not in the docs folder
  10 |   <img src="/changelog/images/20251215mcp-server.png" />
     |   ^

upstash__docs: workflow/quickstarts/cloudflare-workers.mdx:148:3: warning[missing-file]: /img/qstash-workflow/workers_local_request.png is not in the docs folder
 148 |   <img src="/img/qstash-workflow/workers_local_request.png" />
     |   ^

onyx-dot-app__documentation: overview/core_features/chat.mdx:21:1: warning[missing-file]: /assets/overview/core_features/files.png is not in the docs folder
  21 | <img className="rounded-image" src="/assets/overview/core_features/files.png" alt="Files Input"/>
     | ^

spree__spree: integrations/payments/paypal.mdx:37:1: warning[missing-file]: /docs/images/integrations/paypal/2-setup-form.png is not in the docs folder
  37 | ![The PayPal setup form with fields for Client ID, Client Secret, and Webhook ID](/docs/images/integrations/paypal/2-set…
     | ^

spree__spree: user/returns/returns-processing.mdx:90:1: warning[missing-file]: /docs/images/user/returns/returns-processing/9.returns_tab.png is not in the docs folder
  90 | ![](/docs/images/user/returns/returns-processing/9.returns_tab.png)
     | ^

onyx-dot-app__documentation: overview/core_features/chat.mdx:85:1: warning[missing-file]: /assets/overview/core_features/projects.png is not in the docs folder
  85 | <img className="rounded-image" src="/assets/overview/core_features/projects.png" alt="Projects"/>
     | ^

spree__spree: user/how-to/multi-region-pricing.mdx:25:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/1-markets-overview.png is not in the docs folder
  25 | ![The Markets overview page showing the existing Germany (EUR) market](/docs/images/user/how-to/multi-region-pricing/1-m…
     | ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:107:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/2-select-distribution-method.png is not in the docs folder
 107 | ![The Shopify app Overview page with the Select distribution method button highlighted](/docs/images/user/vendors/vendor…
     | ^

spree__spree: user/manage-products/stock-levels.mdx:45:1: warning[missing-file]: /docs/images/user/products/stock-levels/4.backorderability.png is not in the docs folder
  45 | ![](/docs/images/user/products/stock-levels/4.backorderability.png)
     | ^

novuhq__docs: integrations/providers/chat/zulip.mdx:29:3: warning[missing-file]: /images/channels-and-providers/chat/zulip/step_03.png is not in the docs folder
  29 |   <img src="/images/channels-and-providers/chat/zulip/step_03.png" />{" "}
     |   ^

spree__spree: user/how-to/volume-pricing.mdx:24:1: warning[missing-file]: /docs/images/user/how-to/volume-pricing/1-new-price-list-form.png is not in the docs folder
  24 | ![The New Price List form in Spree Commerce](/docs/images/user/how-to/volume-pricing/1-new-price-list-form.png)
     | ^

onyx-dot-app__documentation: admins/managing_features/document_sets.mdx:24:5: warning[missing-file]: /assets/admins/document_sets/new_document_set.png is not in the docs folder
  24 |     <img className="rounded-image" src="/assets/admins/document_sets/new_document_set.png" alt="New Document Set"/>
     |     ^

triggerdotdev__trigger.dev: runs.mdx:42:1: warning[unknown-icon]: there is no icon "spinner-third"
  42 | <Icon icon="spinner-third" iconType="duotone" color="#3B82F6" size={17} /> **Executing**: The task is
     | ^
     = hint: see the icon names of the fontawesome library

spree__spree: user/user-quickstart-guide.mdx:97:1: warning[missing-file]: /docs/images/user/quickstart/7-shipping-methods.png is not in the docs folder
  97 | ![Configure shipping methods Spree onboarding step](/docs/images/user/quickstart/7-shipping-methods.png)
     | ^

spree__spree: user/manage-products/stock-levels.mdx:25:1: warning[missing-file]: /docs/images/user/products/stock-levels/2.search_filters.png is not in the docs folder
  25 | ![](/docs/images/user/products/stock-levels/2.search_filters.png)
     | ^

triggerdotdev__trigger.dev: introduction.mdx:39:3: warning[unknown-icon]: there is no icon "bullseye-pointer"
  39 |   <Card title="Triggering tasks" icon="bullseye-pointer" href="/triggering" color="#fbbf24">
     |   ^
     = hint: see the icon names of the fontawesome library

getlago__lago-doc: changelog/product.mdx:72:5: warning[missing-file]: /changelog/images/20260812-databricks-ai-gateway.webp is not in the docs folder
  72 |     <img src="/changelog/images/20260812-databricks-ai-gateway.webp" alt="Lago billing configuration for Databricks AI G…
     |     ^

spree__spree: user/how-to/multi-currency-pricing.mdx:47:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/4-product-editor.png is not in the docs folder
  47 | ![The product list in the Spree Commerce admin](/docs/images/user/how-to/multi-currency-pricing/4-product-editor.png)
     | ^

spree__spree: user/manage-products/search-products.mdx:55:1: warning[missing-file]: /docs/images/user/products/searching-products/6.tag_filter.png is not in the docs folder
  55 | ![](/docs/images/user/products/searching-products/6.tag_filter.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:171:1: warning[missing-file]: /docs/images/user/products/taxonomies/18.edit-taxonomies.png is not in the docs folder
 171 | ![](/docs/images/user/products/taxonomies/18.edit-taxonomies.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/fireflies.mdx:22:5: warning[missing-file]: /assets/admins/connectors/fireflies/fireflies1.png is not in the docs folder
  22 |     ![FirefliesConnectorAuth](/assets/admins/connectors/fireflies/fireflies1.png)
     |     ^

spree__spree: user/vendors/commission-rates.mdx:56:1: warning[missing-file]: /docs/images/user/vendors/commission-rates/4-platform-fee.png is not in the docs folder
  56 | ![The Platform Fee section of the product editor with the commission rate field](/docs/images/user/vendors/commission-ra…
     | ^

triggerdotdev__trigger.dev: deploy-environment-variables.mdx:60:1: warning[unknown-component]: <Warn> is not a component Folio knows
  60 | <Warn>
     | ^
     = hint: did you mean <Card>?

getlago__lago-doc: guide/invoicing/e-invoicing/overview.mdx:39:3: warning[missing-file]: /guide/invoicing/images/activate-einvoicing.png is not in the docs folder
  39 |   <img src="/guide/invoicing/images/activate-einvoicing.png" />
     |   ^

getlago__lago-doc: changelog/product.mdx:290:5: warning[missing-file]: /changelog/images/20260618-redesign-plan-sub.webp is not in the docs folder
 290 |     <img src="/changelog/images/20260618-redesign-plan-sub.webp" alt="Redesigned Lago plan and subscription view with th…
     |     ^

onyx-dot-app__documentation: admins/actions/image_generation.mdx:26:5: warning[missing-file]: /assets/admins/actions/image_generation_overview.png is not in the docs folder
  26 |     <img className="rounded-image" src="/assets/admins/actions/image_generation_overview.png" alt="Image Generation Conf…
     |     ^

spree__spree: user/promotions/create-a-promotion.mdx:14:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/1-promotions-tab.png is not in the docs folder
  14 | ![The promotions tab in Spree Commerce](/docs/images/user/promotions/create-a-promotion/1-promotions-tab.png)
     | ^

spree__spree: user/how-to/multi-currency-pricing.mdx:51:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/5-currency-switcher.png is not in the docs folder
  51 | ![The currency switcher in the product editor set to EUR](/docs/images/user/how-to/multi-currency-pricing/5-currency-swi…
     | ^

onyx-dot-app__documentation: overview/onyx_anywhere/cli.mdx:59:1: warning[missing-file]: /assets/overview/cli/access_tokens.png is not in the docs folder
  59 | <img src="/assets/overview/cli/access_tokens.png" alt="Accounts & Access page showing the Access Tokens section" width="…
     | ^

novuhq__docs: integrations/segment.mdx:275:3: warning[missing-file]: /images/guides/segment-novu-integration/running-segment-func-for-novu-destination.gif is not in the docs folder
 275 |   <img src="/images/guides/segment-novu-integration/running-segment-func-for-novu-destination.gif" />
     |   ^

novuhq__docs: concepts/preferences.mdx:18:3: warning[missing-file]: /images/preferences/preferences.png is not in the docs folder
  18 |   <img
     |   ^

onyx-dot-app__documentation: admins/advanced_configs/search_configs.mdx:68:1: warning[missing-file]: /assets/admins/advanced_configs/reranking.png is not in the docs folder
  68 | <img className="rounded-image" src="/assets/admins/advanced_configs/reranking.png" alt="Reranking configuration page"/>
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:103:7: warning[missing-file]: /integrations/data/images/edit-public-access-settings-salesforce.png is not in the docs folder
 103 |       <img src="/integrations/data/images/edit-public-access-settings-salesforce.png" />
     |       ^

getlago__lago-doc: changelog/product.mdx:419:5: warning[missing-file]: /changelog/images/20260518-consolidate-multiple-subscriptions.webp is not in the docs folder
 419 |     <img src="/changelog/images/20260518-consolidate-multiple-subscriptions.webp" alt="Lago invoice consolidation settin…
     |     ^

spree__spree: user/customers/customer-profile.mdx:131:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/12-store-credits.png is not in the docs folder
 131 | ![Store credits assigned to a customer in Spree Commerce](/docs/images/user/customers/customer-profiles/12-store-credits…
     | ^

getlago__lago-doc: changelog/product.mdx:545:5: warning[missing-file]: /changelog/images/20260226-payment-methods.webp is not in the docs folder
 545 |     <img src="/changelog/images/20260226-payment-methods.webp" alt="Lago customer record storing several payment methods…
     |     ^

modelcontextprotocol__modelcontextprotocol: extensions/apps/build.mdx:113:3: warning[missing-file]: /images/quickstart-apps/create-mcp-app-skill.gif is not in the docs folder
 113 |   <img
     |   ^

spree__spree: developer/admin/extending-ui.mdx:255:7: warning[missing-file]: /images/developer/admin/order_page_dropdown_partials.png is not in the docs folder
 255 |       <img src="/images/developer/admin/order_page_dropdown_partials.png" />
     |       ^

onyx-dot-app__documentation: admins/connectors/official/r2.mdx:54:5: warning[missing-file]: /assets/admins/connectors/blob/r2/Onyx1.png is not in the docs folder
  54 |     <img className="rounded-image" src="/assets/admins/connectors/blob/r2/Onyx1.png" alt="R2 credentials input"/>
     |     ^

spree__spree: integrations/payments/stripe.mdx:39:1: warning[missing-file]: /images/integrations/stripe/2.setup_form.png is not in the docs folder
  39 | ![](/images/integrations/stripe/2.setup_form.png)
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:316:1: warning[missing-file]: /img/qstash/aws/verify-integration.png is not in the docs folder
 316 | <img src="/img/qstash/aws/verify-integration.png" />
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/python.mdx:161:3: warning[missing-file]: /img/qstash/aws/python/create_lambda.png is not in the docs folder
 161 |   <img src="/img/qstash/aws/python/create_lambda.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:2468:3: warning[missing-file]: /assets/changelog/v2.0/showcase_curator_actions.png is not in the docs folder
 2468 |   <img className="rounded-image" src="/assets/changelog/v2.0/showcase_curator_actions.png" alt="Curators can now create …
      |   ^

onyx-dot-app__documentation: admins/advanced_configs/hook_extensions.mdx:401:1: warning[missing-file]: /assets/admins/advanced_configs/document_ingestion_add_file.png is not in the docs folder
 401 | <img className="rounded-image" src="/assets/admins/advanced_configs/document_ingestion_add_file.png" alt="Add File"/>
     | ^

getlago__lago-doc: guide/plans/commitment.mdx:131:5: warning[missing-file]: /guide/payments/images/overwriting-minimum-commitment.png is not in the docs folder
 131 |     <img src="/guide/payments/images/overwriting-minimum-commitment.png" />
     |     ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:68:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/image-59.png is not in the docs folder
  68 |     <img src="/images/channels-and-providers/sms/africas-talking/image-59.png" />{" "}
     |     ^

novuhq__docs: integrations/providers/sms/sendchamp.mdx:27:5: warning[missing-file]: /images/channels-and-providers/sms/sendchamp/image-68.png is not in the docs folder
  27 |     <img src="/images/channels-and-providers/sms/sendchamp/image-68.png" />{" "}
     |     ^

spree__spree: user/how-to/regional-volume.mdx:75:1: warning[missing-file]: /docs/images/user/how-to/regional-volume/4-edit-prices-eur.png is not in the docs folder
  75 | ![The price editor showing discounted EUR prices for the Germany 21–50 unit tier](/docs/images/user/how-to/regional-volu…
     | ^

spree__spree: user/promotions/gift-cards.mdx:14:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/2-add-gift-cards.png is not in the docs folder
  14 | ![How to create gift cards in Spree Commerce](/docs/images/user/promotions/gift-cards/2-add-gift-cards.png)
     | ^

upstash__docs: redis/quickstarts/digitalocean.mdx:49:3: warning[missing-file]: /img/digitalocean/img2.png is not in the docs folder
  49 |   <img src="/img/digitalocean/img2.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/slab.mdx:20:5: warning[missing-file]: /assets/admins/connectors/slab/SlabBotToken.gif is not in the docs folder
  20 |     <img className="rounded-image" src="/assets/admins/connectors/slab/SlabBotToken.gif" alt="SlabBotToken"/>
     |     ^

spree__spree: user/manage-products/product-options.mdx:94:1: warning[missing-file]: /docs/images/user/products/options/13-delete-option.png is not in the docs folder
  94 | ![](/docs/images/user/products/options/13-delete-option.png)
     | ^

getlago__lago-doc: guide/plans/charges/charge-models/package.mdx:13:5: warning[missing-file]: /guide/plans/images/package-pricing-charge-model-ff1836a27a037aaf14819bbdb70c836b.png is not in the docs folder
  13 |     <img src="/guide/plans/images/package-pricing-charge-model-ff1836a27a037aaf14819bbdb70c836b.png"/>
     |     ^

onyx-dot-app__documentation: admins/connectors/official/r2.mdx:21:5: warning[missing-file]: /assets/admins/connectors/blob/r2/manageapi.png is not in the docs folder
  21 |     <img className="rounded-image" src="/assets/admins/connectors/blob/r2/manageapi.png" alt="Manage API"/>
     |     ^

onyx-dot-app__documentation: admins/connectors/official/fireflies.mdx:28:5: warning[missing-file]: /assets/admins/connectors/fireflies/fireflies2.png is not in the docs folder
  28 |     <img className="rounded-image" src="/assets/admins/connectors/fireflies/fireflies2.png" alt="FirefliesConnectorAuth"…
     |     ^

getlago__lago-doc: guide/webhooks.mdx:57:3: warning[missing-file]: /guide/images/hmac-signature-token.png is not in the docs folder
  57 |   <img src="/guide/images/hmac-signature-token.png" />
     |   ^

Comfy-Org__docs: zh/interface/user.mdx:65:1: warning[missing-file]: /images/zh/interface/setting/menu-user-logged.jpg is not in the docs folder
  65 | ![menu-user-logged](/images/zh/interface/setting/menu-user-logged.jpg)
     | ^

spree__spree: user/customers/exporting-customers.mdx:14:1: warning[missing-file]: /docs/images/user/customers/exporting-customers/1-customers-tab.png is not in the docs folder
  14 | ![How to export customers in Spree Commerce](/docs/images/user/customers/exporting-customers/1-customers-tab.png)
     | ^

getlago__lago-doc: integrations/usage/hightouch.mdx:89:3: warning[missing-file]: /integrations/usage/images/sync-test-hightouch-34f6e41a10dd05b637841b6f4d1581fa.png is not in the docs folder
  89 |   <img src="/integrations/usage/images/sync-test-hightouch-34f6e41a10dd05b637841b6f4d1581fa.png" />
     |   ^

getlago__lago-doc: changelog/product-2025.mdx:721:5: warning[missing-file]: /changelog/images/20250217-invoice-previews.webp is not in the docs folder
 721 |     <img src="/changelog/images/20250217-invoice-previews.webp" alt="Lago invoice preview generated before the invoice i…
     |     ^

spree__spree: user/manage-products/price-lists.mdx:41:1: warning[missing-file]: /docs/images/user/products/price-lists/4-price-list-rules.png is not in the docs folder
  41 | ![Adding rules to a price list in Spree Commerce](/docs/images/user/products/price-lists/4-price-list-rules.png)
     | ^

spree__spree: user/manage-products/stock-transfers.mdx:21:1: warning[missing-file]: /docs/images/user/products/stock-transfers/2.transfer_form.png is not in the docs folder
  21 | ![](/docs/images/user/products/stock-transfers/2.transfer_form.png)
     | ^

upstash__docs: qstash/features/callbacks.mdx:24:1: warning[missing-file]: /img/qstash/callback_dark.png is not in the docs folder
  24 | <img className="hidden h-40 dark:block" src="/img/qstash/callback_dark.png" />
     | ^

onyx-dot-app__documentation: admins/connectors/official/google_storage.mdx:22:5: warning[missing-file]: /assets/admins/connectors/blob/google/interoperability.png is not in the docs folder
  22 |     <img className="rounded-image" src="/assets/admins/connectors/blob/google/interoperability.png" alt="Google Cloud St…
     |     ^

spree__spree: user/orders/refunding-orders.mdx:16:1: warning[missing-file]: /docs/images/user/orders/refunding-orders/2-order-details.png is not in the docs folder
  16 | ![An order details overview in Spree Commerce admin dashboard](/docs/images/user/orders/refunding-orders/2-order-details…
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:275:1: warning[missing-file]: /img/qstash/aws/overview.png is not in the docs folder
 275 | <img src="/img/qstash/aws/overview.png" />
     | ^

triggerdotdev__trigger.dev: logging.mdx:6:1: warning[missing-file]: /images/run-log.png is not in the docs folder
   6 | ![The run log](/images/run-log.png)
     | ^

getlago__lago-doc: guide/wallet-and-prepaid-credits/overview.mdx:126:7: warning[missing-file]: /guide/images/wallet-application-scope.png is not in the docs folder
 126 |       <img src="/guide/images/wallet-application-scope.png" />
     |       ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:19:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/team-africa.png is not in the docs folder
  19 |     <img src="/images/channels-and-providers/sms/africas-talking/team-africa.png" />{" "}
     |     ^

spree__spree: developer/admin/extending-ui.mdx:75:1: warning[unknown-component]: <Hint> is not a component Folio knows
  75 | <Hint>
     | ^
     = hint: import it from a snippet, or check the spelling

spree__spree: user/orders/creating-orders.mdx:85:1: warning[missing-file]: /docs/images/user/orders/creating-orders/9-order-adjustment.png is not in the docs folder
  85 | ![Making order adjustments in Spree Commerce](/docs/images/user/orders/creating-orders/9-order-adjustment.png)
     | ^

spree__spree: user/manage-products/bulk-product-operations.mdx:68:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/6.add_tags.png is not in the docs folder
  68 | ![](/docs/images/user/products/bulk-product-operations/6.add_tags.png)
     | ^

getlago__lago-doc: integrations/accounting/xero.mdx:28:3: warning[missing-file]: /integrations/images/xero-grant-access-lago.png is not in the docs folder
  28 |   <img src="/integrations/images/xero-grant-access-lago.png" />
     |   ^

spree__spree: user/how-to/multiple-languages.mdx:74:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/6-category-translations-panel.png is not in the docs folder
  74 | ![The translations side panel open for a category](/docs/images/user/how-to/multiple-languages/6-category-translations-p…
     | ^

spree__spree: user/orders/searching-orders.mdx:12:1: warning[missing-file]: /docs/images/user/orders/searching-orders/1-orders-tab.png is not in the docs folder
  12 | ![How to search orders in Spree Commerce](/docs/images/user/orders/searching-orders/1-orders-tab.png)
     | ^

PrefectHQ__fastmcp: v2/updates.mdx:310:1: warning[missing-file]: /v2/assets/updates/release-2-7.png is not in the docs folder
 310 | <Card 
     | ^

onyx-dot-app__documentation: admins/connectors/official/oci_storage.mdx:85:5: warning[missing-file]: /assets/admins/connectors/blob/oci/Onyx2.png is not in the docs folder
  85 |     <img className="rounded-image" src="/assets/admins/connectors/blob/oci/Onyx2.png" alt="OCI bucket selection"/>
     |     ^

spree__spree: user/promotions/gift-cards.mdx:71:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/6-edit-gift-cards.png is not in the docs folder
  71 | ![How to edit a gift card in the Spree Commerce dashboard](/docs/images/user/promotions/gift-cards/6-edit-gift-cards.png…
     | ^

spree__spree: user/customers/searching-customers.mdx:48:1: warning[missing-file]: /docs/images/user/customers/searching-customers/5-filters.png is not in the docs folder
  48 | ![Applying filters to the customer table in the Spree admin dashboard](/docs/images/user/customers/searching-customers/5…
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:544:7: warning[missing-file]: /integrations/data/images/sf-apply-coupon.gif is not in the docs folder
 544 |       <img src="/integrations/data/images/sf-apply-coupon.gif" />
     |       ^

upstash__docs: redis/quickstarts/digitalocean.mdx:37:3: warning[missing-file]: /img/digitalocean/img.png is not in the docs folder
  37 |   <img src="/img/digitalocean/img.png" />
     |   ^

spree__spree: user/customers/customer-profile.mdx:16:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/2-customer-profile.png is not in the docs folder
  16 | ![A customer's profile in the Spree Commerce dashboard](/docs/images/user/customers/customer-profiles/2-customer-profile…
     | ^

spree__spree: user/manage-products/search-products.mdx:12:1: warning[missing-file]: /docs/images/user/products/searching-products/1.product_tab.png is not in the docs folder
  12 | ![](/docs/images/user/products/searching-products/1.product_tab.png)
     | ^

upstash__docs: workflow/integrations/aisdk.mdx:240:3: warning[missing-file]: /img/qstash-workflow/ai-sdk/with-tool.png is not in the docs folder
 240 |   <img src="/img/qstash-workflow/ai-sdk/with-tool.png" />
     |   ^

spree__spree: user/how-to/multi-region-pricing.mdx:66:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/5-market-rule.png is not in the docs folder
  66 | ![The price list editor showing a Market rule targeting France](/docs/images/user/how-to/multi-region-pricing/5-market-r…
     | ^

getlago__lago-doc: guide/billable-metrics/sql-expressions.mdx:257:3: warning[missing-file]: /guide/billable-metrics/images/test-custom-expression.png is not in the docs folder
 257 |   <img src="/guide/billable-metrics/images/test-custom-expression.png" />
     |   ^

getlago__lago-doc: guide/payments/record-manual-payments.mdx:21:5: warning[missing-file]: /guide/payments/images/record-payment.png is not in the docs folder
  21 |     <img src="/guide/payments/images/record-payment.png" />
     |     ^

spree__spree: user/manage-products/import-products.mdx:42:1: warning[missing-file]: /docs/images/user/products/import-products/5-delimiter.png is not in the docs folder
  42 | ![Spree CSV importer delimiter](/docs/images/user/products/import-products/5-delimiter.png)
     | ^

spree__spree: user/customers/customer-profile.mdx:22:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/3-user-analytics.png is not in the docs folder
  22 | ![Customer profile analytics in Spree Commerce](/docs/images/user/customers/customer-profiles/3-user-analytics.png)
     | ^

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-database-webhooks.mdx:99:1: warning[missing-file]: /images/supabase-new-table-2.png is not in the docs folder
  99 | ![How to create a new Supabase table 2](/images/supabase-new-table-2.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:512:7: warning[missing-file]: /integrations/data/images/sf-get-lago-invoice-line-items.gif is not in the docs folder
 512 |       <img src="/integrations/data/images/sf-get-lago-invoice-line-items.gif" />
     |       ^

getlago__lago-doc: guide/plans/progressive-billing.mdx:27:3: warning[missing-file]: /guide/plans/images/progressive-billing-setting-up-thresholds.png is not in the docs folder
  27 |   ![](/guide/plans/images/progressive-billing-setting-up-thresholds.png)
     |   ^

upstash__docs: workflow/features/flow-control/parallelism.mdx:44:3: warning[missing-file]: /img/workflow/parallelism_3.png is not in the docs folder
  44 |   <img src="/img/workflow/parallelism_3.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:133:1: warning[missing-file]: /assets/admins/connectors/connector_details.png is not in the docs folder
 133 | <img className="rounded-image" src="/assets/admins/connectors/connector_details.png" alt="Onyx Connector details page sh…
     | ^

getlago__lago-doc: integrations/usage/hightouch.mdx:47:3: warning[missing-file]: /integrations/usage/images/hightouch-http-destination-d613e2e5663423ea83712c055d893333.png is not in the docs folder
  47 |   <img src="/integrations/usage/images/hightouch-http-destination-d613e2e5663423ea83712c055d893333.png" />
     |   ^

getlago__lago-doc: guide/customers/customer-portal.mdx:70:3: warning[missing-file]: /guide/images/plans-usage-portal.png is not in the docs folder
  70 |   <img src="/guide/images/plans-usage-portal.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:2455:3: warning[missing-file]: /assets/changelog/v2.0/basic_org_info.png is not in the docs folder
 2455 |   <img className="rounded-image" src="/assets/changelog/v2.0/basic_org_info.png" alt="Organization info configuration"/>
      |   ^

spree__spree: user/orders/order-adjustments.mdx:57:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/6-new-payment.png is not in the docs folder
  57 | ![Adding a new payment to an order in Spree Commerce](/docs/images/user/orders/order-adjustments/6-new-payment.png)
     | ^

spree__spree: user/returns/returns-processing.mdx:26:1: warning[missing-file]: /docs/images/user/returns/returns-processing/3.ra_form.png is not in the docs folder
  26 | ![](/docs/images/user/returns/returns-processing/3.ra_form.png)
     | ^

Comfy-Org__docs: tutorials/3d/hunyuan3D-2.mdx:85:1: warning[missing-file]: /images/tutorial/3d/hunyuan3d-2mv/hunyuan3d_2mv.jpg is not in the docs folder
  85 | ![ComfyUI hunyuan3d_2mv](/images/tutorial/3d/hunyuan3d-2mv/hunyuan3d_2mv.jpg)
     | ^

spree__spree: user/orders/creating-orders.mdx:51:1: warning[missing-file]: /docs/images/user/orders/creating-orders/6-new-customer.png is not in the docs folder
  51 | ![Adding a new customer to an order on the fly in Spree Commerce](/docs/images/user/orders/creating-orders/6-new-custome…
     | ^

spree__spree: user/products/cloning-products.mdx:10:1: warning[missing-file]: /docs/images/user/products/clone-a-product/1.clone_product.png is not in the docs folder
  10 | ![](/docs/images/user/products/clone-a-product/1.clone_product.png)
     | ^

spree__spree: user/returns/returns-processing.mdx:67:1: warning[missing-file]: /docs/images/user/returns/returns-processing/7.cr_form.png is not in the docs folder
  67 | ![](/docs/images/user/returns/returns-processing/7.cr_form.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:30:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/1-vendors-tab.png is not in the docs folder
  30 | ![The Vendors tab listing all vendors invited or onboarded to the marketplace](/docs/images/user/vendors/vendor-onboardi…
     | ^

upstash__docs: redis/quickstarts/nextjs-app-router.mdx:40:6: warning[missing-file]: /img/next-quickstart/credentials.png is not in the docs folder
  40 |      <img src="/img/next-quickstart/credentials.png" />
     |      ^

upstash__docs: redis/integrations/n8n.mdx:37:4: warning[missing-file]: /img/n8n/redis-2.png is not in the docs folder
  37 |    <img src="/img/n8n/redis-2.png" />
     |    ^

spree__spree: user/settings/sales-channels.mdx:80:1: warning[missing-file]: /docs/images/user/settings/sales-channels/4-manage-channels.png is not in the docs folder
  80 | ![The channel assignment panel for a product](/docs/images/user/settings/sales-channels/4-manage-channels.png)
     | ^

spree__spree: user/how-to/regional-wholesale.mdx:86:1: warning[missing-file]: /docs/images/user/how-to/regional-wholesale/5-edit-prices-usd.png is not in the docs folder
  86 | ![The price editor showing USD wholesale prices for the US market](/docs/images/user/how-to/regional-wholesale/5-edit-pr…
     | ^

spree__spree: user/orders/processing-orders.mdx:88:1: warning[missing-file]: /docs/images/user/orders/processing-orders/8-order-complete.png is not in the docs folder
  88 | ![A completed orders in the Spree Commerce dashboard](/docs/images/user/orders/processing-orders/8-order-complete.png)
     | ^

spree__spree: user/customers/create-customer.mdx:18:1: warning[missing-file]: /docs/images/user/customers/create-customer/2-creation-form.png is not in the docs folder
  18 | ![Creating a customer in the Spree Commerce dashboard](/docs/images/user/customers/create-customer/2-creation-form.png)
     | ^

spree__spree: user/settings/policies.mdx:23:1: warning[missing-file]: /docs/images/user/settings/policies/1-policies-tab.png is not in the docs folder
  23 | ![Spree Commerce policies tab](/docs/images/user/settings/policies/1-policies-tab.png)
     | ^

spree__spree: user/how-to/regional-wholesale.mdx:98:1: warning[missing-file]: /docs/images/user/how-to/regional-wholesale/6-edit-prices-eur.png is not in the docs folder
  98 | ![The price editor showing EUR wholesale prices for the Germany market](/docs/images/user/how-to/regional-wholesale/6-ed…
     | ^

onyx-dot-app__documentation: admins/connectors/official/salesforce.mdx:24:5: warning[missing-file]: /assets/admins/connectors/salesforce/salesforce_1.png is not in the docs folder
  24 |     <img className="rounded-image" src="/assets/admins/connectors/salesforce/salesforce_1.png" alt="Salesforce user menu…
     |     ^

getlago__lago-doc: integrations/accounting/netsuite.mdx:158:3: warning[missing-file]: /integrations/images/sync-invoices-netsuite.png is not in the docs folder
 158 |   <img src="/integrations/images/sync-invoices-netsuite.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:17:1: warning[missing-file]: /assets/admins/connectors/add_connector.png is not in the docs folder
  17 | <img className="rounded-image" src="/assets/admins/connectors/add_connector.png" alt="Onyx Add Connector page"/>
     | ^

spree__spree: user/vendors/vendor-management.mdx:46:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/2-vendor-profile.png is not in the docs folder
  46 | ![A vendor profile page showing the branding panel, onboarding progress, and account information sections](/docs/images/…
     | ^

onyx-dot-app__documentation: deployment/cloud/azure.mdx:40:5: warning[missing-file]: /assets/deployment/setup_guides/azure/instance-ip.png is not in the docs folder
  40 |     <img className="rounded-image" src="/assets/deployment/setup_guides/azure/instance-ip.png" alt="Azure Public IP Addr…
     |     ^

onyx-dot-app__documentation: deployment/cloud/azure.mdx:26:5: warning[missing-file]: /assets/deployment/setup_guides/azure/create-vm.png is not in the docs folder
  26 |     <img className="rounded-image" src="/assets/deployment/setup_guides/azure/create-vm.png" alt="Create VM Instance"/>
     |     ^

novuhq__docs: integrations/providers/sms/clickatell.mdx:39:5: warning[missing-file]: /images/channels-and-providers/sms/clickatell/step_04.png is not in the docs folder
  39 |     <img src="/images/channels-and-providers/sms/clickatell/step_04.png" />{" "}
     |     ^

onyx-dot-app__documentation: deployment/configuration/website_widget.mdx:60:5: warning[missing-file]: /assets/deployment/widget_api_key.png is not in the docs folder
  60 |     <img className="rounded-image" src="/assets/deployment/widget_api_key.png" alt="Creating a widget API key in the Ony…
     |     ^

onyx-dot-app__documentation: deployment/cloud/gcp.mdx:30:5: warning[missing-file]: /assets/deployment/setup_guides/gcp/Instance.png is not in the docs folder
  30 |     <img className="rounded-image" src="/assets/deployment/setup_guides/gcp/Instance.png" alt="Instance Settings"/>
     |     ^

mem0ai__mem0: introduction.mdx:55:7: warning[missing-file]: /images/docs thumbnails/dark/mem0-plugins.png is not in the docs folder
  55 |       <img
     |       ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:77:7: warning[missing-file]: /integrations/data/images/create-new-site-salesforce.png is not in the docs folder
  77 |       <img src="/integrations/data/images/create-new-site-salesforce.png" />
     |       ^

getlago__lago-doc: guide/entitlements.mdx:26:7: warning[missing-file]: /guide/images/features-list.png is not in the docs folder
  26 |       <img src="/guide/images/features-list.png" />
     |       ^

spree__spree: user/manage-products/translations.mdx:25:1: warning[missing-file]: /docs/images/user/products/translations/2-coverage-table.png is not in the docs folder
  25 | ![Translation coverage summary table showing locale, translated count, total products, and coverage percentage](/docs/im…
     | ^

spree__spree: user/manage-products/stock-transfers.mdx:43:1: warning[missing-file]: /docs/images/user/products/stock-transfers/5.select_variants.png is not in the docs folder
  43 | ![](/docs/images/user/products/stock-transfers/5.select_variants.png)
     | ^

upstash__docs: redis/quickstarts/deno-deploy.mdx:22:3: warning[missing-file]: /img/redis-deno/connect.png is not in the docs folder
  22 |   <img src="/img/redis-deno/connect.png" />
     |   ^

upstash__docs: workflow/features/flow-control/rate-period.mdx:41:3: warning[missing-file]: /img/workflow/rate_3.png is not in the docs folder
  41 |   <img src="/img/workflow/rate_3.png" />
     |   ^

getlago__lago-doc: changelog/product.mdx:618:7: warning[missing-file]: /changelog/images/20260127-terminate-sub-offset-invoice.webp is not in the docs folder
 618 |       <img src="/changelog/images/20260127-terminate-sub-offset-invoice.webp" alt="Lago subscription termination offsett…
     |       ^

spree__spree: user/customers/edit-customer.mdx:37:1: warning[missing-file]: /docs/images/user/customers/editing-customers/4-shipping-address.png is not in the docs folder
  37 | ![Editing the customers shipping address in the Spree dashboard](/docs/images/user/customers/editing-customers/4-shippin…
     | ^

novuhq__docs: integrations/providers/chat/ms-teams.mdx:17:3: warning[missing-file]: /images/channels-and-providers/chat/msteams/create-incoming-webhook.gif is not in the docs folder
  17 |   <img src="/images/channels-and-providers/chat/msteams/create-incoming-webhook.gif" />{" "}
     |   ^

upstash__docs: redis/integrations/prometheus.mdx:101:1: warning[missing-file]: /img/prometheus/grafana-dashboard.png is not in the docs folder
 101 | ![grafana-dashboard.png](/img/prometheus/grafana-dashboard.png)
     | ^

upstash__docs: workflow/features/flow-control/parallelism.mdx:28:3: warning[missing-file]: /img/workflow/parallelism_1.png is not in the docs folder
  28 |   <img src="/img/workflow/parallelism_1.png" />
     |   ^

getlago__lago-doc: guide/events/retrieve-usage.mdx:65:7: warning[missing-file]: /guide/events/images/current-usage.png is not in the docs folder
  65 |       <img src="/guide/events/images/current-usage.png" />
     |       ^

getlago__lago-doc: guide/billable-metrics/filters.mdx:180:5: warning[missing-file]: /guide/billable-metrics/images/add-filters.gif is not in the docs folder
 180 |     <img src="/guide/billable-metrics/images/add-filters.gif"/>
     |     ^

spree__spree: user/orders/editing-orders.mdx:45:1: warning[missing-file]: /docs/images/user/orders/editing-orders/5-remove-items.png is not in the docs folder
  45 | ![Removing line items from an order in the Spree dashboard](/docs/images/user/orders/editing-orders/5-remove-items.png)
     | ^

spree__spree: user/products/editing-multi-variant-products.mdx:69:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/6.variant_editor.png is not in the docs folder
  69 | ![](/docs/images/user/products/multi-variant-products/6.variant_editor.png)
     | ^

spree__spree: user/settings/sales-channels.mdx:84:1: warning[missing-file]: /docs/images/user/settings/sales-channels/5-channel-scheduling.png is not in the docs folder
  84 | ![Editing scheduling settings for a product on a specific sales channel](/docs/images/user/settings/sales-channels/5-cha…
     | ^

upstash__docs: box/overall/use-cases.mdx:100:3: warning[missing-file]: /img/box/model-comparison.png is not in the docs folder
 100 |   <img src="/img/box/model-comparison.png" />
     |   ^

Comfy-Org__docs: zh/troubleshooting/custom-node-issues.mdx:29:4: warning[missing-file]: /images/zh/troubleshooting/desktop-diable-custom-node.jpg is not in the docs folder
  29 |    ![设置菜单-禁用自定义节点](/images/zh/troubleshooting/desktop-diable-custom-node.jpg)
     |    ^

upstash__docs: workflow/features/failureFunction/reliability.mdx:14:3: warning[missing-file]: /img/workflow/failure_callback_state_filter.png is not in the docs folder
  14 |   <img src="/img/workflow/failure_callback_state_filter.png" />
     |   ^

getlago__lago-doc: guide/billable-metrics/aggregation-types/count.mdx:8:3: warning[missing-file]: /guide/images/count.png is not in the docs folder
   8 |   <img src="/guide/images/count.png" />
     |   ^

getlago__lago-doc: guide/ai-agents/billing-assistant.mdx:116:7: warning[missing-file]: /guide/images/ai-conversation-history-billing-assistant.png is not in the docs folder
 116 |       <img src="/guide/images/ai-conversation-history-billing-assistant.png" />
     |       ^

spree__spree: user/settings/store-details.mdx:45:1: warning[missing-file]: /docs/images/user/settings/store-details/3-phone-and-address.png is not in the docs folder
  45 | ![Phone and Address settings in Spree Commerce](/docs/images/user/settings/store-details/3-phone-and-address.png)
     | ^

triggerdotdev__trigger.dev: ai/observability.mdx:168:3: warning[unknown-icon]: there is no icon "message-lines"
 168 |   <Card title="Prompts" icon="message-lines" href="/ai/prompts">
     |   ^
     = hint: see the icon names of the fontawesome library

spree__spree: integrations/tax/avalara.mdx:72:1: warning[missing-file]: /docs/images/integrations/avalara/3-tax-code.png is not in the docs folder
  72 | ![Setting an Avalara tax code on a tax category in Spree](/docs/images/integrations/avalara/3-tax-code.png)
     | ^

getlago__lago-doc: guide/entitlements.mdx:125:9: warning[missing-file]: /guide/images/plans-entitlements.png is not in the docs folder
 125 |         <img src="/guide/images/plans-entitlements.png" />
     |         ^

onyx-dot-app__documentation: admins/ai_models/ollama.mdx:35:5: warning[missing-file]: /assets/admins/ai_models/ollama_config.png is not in the docs folder
  35 |     <img className="rounded-image" src="/assets/admins/ai_models/ollama_config.png" alt="Ollama Provider Configuration"/…
     |     ^

spree__spree: user/products/editing-multi-variant-products.mdx:89:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/7.variant_media.png is not in the docs folder
  89 | ![](/docs/images/user/products/multi-variant-products/7.variant_media.png)
     | ^

triggerdotdev__trigger.dev: tasks/scheduled.mdx:376:3: warning[missing-file]: /images/schedules-test.png is not in the docs folder
 376 |   ![Scheduled task page](/images/schedules-test.png)
     |   ^

onyx-dot-app__documentation: changelog.mdx:1472:3: warning[missing-file]: /assets/changelog/v2.11/showcase_custom_backgrounds_light.png is not in the docs folder
 1472 |   <img className="rounded-image" src="/assets/changelog/v2.11/showcase_custom_backgrounds_light.png" alt="Custom Light C…
      |   ^

getlago__lago-doc: guide/plans/commitment.mdx:45:5: warning[missing-file]: /guide/payments/images/minimum-commitment-on-plan.png is not in the docs folder
  45 |     <img src="/guide/payments/images/minimum-commitment-on-plan.png" />
     |     ^

upstash__docs: redis/features/globaldatabase.mdx:87:3: warning[missing-file]: /img/globaldb/map2.png is not in the docs folder
  87 |   <img src="/img/globaldb/map2.png" width="1000" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:990:3: warning[missing-file]: /assets/changelog/v3.2/multi_modal_chat.png is not in the docs folder
 990 |   <img className="rounded-image" src="/assets/changelog/v3.2/multi_modal_chat.png" alt="Multi-Modal Chat"/>
     |   ^

spree__spree: user/orders/searching-orders.mdx:35:1: warning[missing-file]: /docs/images/user/orders/searching-orders/3-data-filter.png is not in the docs folder
  35 | ![Filtering orders by date in Spree Commerce](/docs/images/user/orders/searching-orders/3-data-filter.png)
     | ^

spree__spree: user/customers/searching-customers.mdx:14:1: warning[missing-file]: /docs/images/user/customers/searching-customers/1-customers-tab.png is not in the docs folder
  14 | ![How to search for customers in Spree Commerce](/docs/images/user/customers/searching-customers/1-customers-tab.png)
     | ^

upstash__docs: workflow/howto/schedule.mdx:16:3: warning[missing-file]: /img/qstash-workflow/create_schedule.png is not in the docs folder
  16 |   <img src="/img/qstash-workflow/create_schedule.png" />
     |   ^

onyx-dot-app__documentation: overview/core_features/craft_apps.mdx:13:1: warning[missing-file]: /assets/overview/core_features/craft_apps.png is not in the docs folder
  13 | <img className="rounded-image" src="/assets/overview/core_features/craft_apps.png" alt="The Craft Apps page showing conn…
     | ^

getlago__lago-doc: guide/emails.mdx:90:3: warning[missing-file]: /guide/images/resend-emails.png is not in the docs folder
  90 |   <img src="/guide/images/resend-emails.png" />
     |   ^

spree__spree: integrations/marketing/klaviyo.mdx:60:1: warning[missing-file]: /images/integrations/klaviyo/3.create_private_key.png is not in the docs folder
  60 | ![](/images/integrations/klaviyo/3.create_private_key.png)
     | ^

getlago__lago-doc: integrations/usage/segment.mdx:95:3: warning[missing-file]: /integrations/usage/images/test-mode-segment-747eee5ec2ff46a349064e3dbbf4a758.png is not in the docs folder
  95 |   <img src="/integrations/usage/images/test-mode-segment-747eee5ec2ff46a349064e3dbbf4a758.png" />
     |   ^

onyx-dot-app__documentation: deployment/authentication/sso_providers.mdx:47:5: warning[missing-file]: /assets/deployment/sso_providers_modal.png is not in the docs folder
  47 |     <img className="rounded-image" src="/assets/deployment/sso_providers_modal.png" alt="Add SSO Provider modal"/>
     |     ^

spree__spree: user/manage-products/translations.mdx:10:1: warning[missing-file]: /docs/images/user/products/translations/1-translations-overview.png is not in the docs folder
  10 | ![The Translations overview page showing coverage by locale and product translation status](/docs/images/user/products/t…
     | ^

getlago__lago-doc: guide/events/usage-performances.mdx:19:7: warning[missing-file]: /guide/events/images/ingestion-pipeline.png is not in the docs folder
  19 |       <img src="/guide/events/images/ingestion-pipeline.png" />
     |       ^

spree__spree: user/manage-products/translations.mdx:31:1: warning[missing-file]: /docs/images/user/products/translations/3-product-grid.png is not in the docs folder
  31 | ![Product list with locale columns showing checkmarks and dashes for translation status](/docs/images/user/products/tran…
     | ^

upstash__docs: qstash/quickstarts/aws-lambda/nodejs.mdx:235:1: warning[missing-file]: /img/qstash/aws/api-gateway.png is not in the docs folder
 235 | <img src="/img/qstash/aws/api-gateway.png" />
     | ^

upstash__docs: qstash/integrations/n8n.mdx:13:4: warning[missing-file]: /img/n8n/qstash-http.png is not in the docs folder
  13 |    <img src="/img/n8n/qstash-http.png" />
     |    ^

novuhq__docs: recipes/workflows/feedback-reviews.mdx:14:1: warning[missing-file]: /images/how-to/feedback-review.png is not in the docs folder
  14 | <img
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:30:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/1-vendors-tab.png is not in the docs folder
  30 | ![The Vendors tab listing all vendors invited or onboarded to the marketplace](/docs/images/user/vendors/vendor-onboardi…
     | ^

getlago__lago-doc: integrations/crm/hubspot.mdx:35:3: warning[missing-file]: /integrations/images/hubspot-integration-connect-screen.png is not in the docs folder
  35 |   <img src="/integrations/images/hubspot-integration-connect-screen.png" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:1479:3: warning[missing-file]: /assets/changelog/v2.11/showcase_user_settings.png is not in the docs folder
 1479 |   <img className="rounded-image" src="/assets/changelog/v2.11/showcase_user_settings.png" alt="Refreshed User Settings P…
      |   ^

onyx-dot-app__documentation: changelog.mdx:2457:3: warning[missing-file]: /assets/changelog/v2.0/basic_personalization.png is not in the docs folder
 2457 |   <img className="rounded-image" src="/assets/changelog/v2.0/basic_personalization.png" alt="User info configuration"/>
      |   ^

spree__spree: user/orders/searching-orders.mdx:61:1: warning[missing-file]: /docs/images/user/orders/searching-orders/5-columns.png is not in the docs folder
  61 | ![Configuring the order table view in Spree Comemrce](/docs/images/user/orders/searching-orders/5-columns.png)
     | ^

spree__spree: user/settings/tax.mdx:106:1: warning[missing-file]: /docs/images/user/settings/tax/7-new-tax-category-form.png is not in the docs folder
 106 | ![The New Tax Category creation form](/docs/images/user/settings/tax/7-new-tax-category-form.png)
     | ^

upstash__docs: redis/quickstarts/cloudflareworkers.mdx:156:3: warning[missing-file]: /img/cloudflare-integration/redis-secrets.png is not in the docs folder
 156 |   <img src="/img/cloudflare-integration/redis-secrets.png" />
     |   ^

onyx-dot-app__documentation: overview/core_features/voice_mode.mdx:28:1: warning[missing-file]: /assets/overview/core_features/voice_onyx_speaking.png is not in the docs folder
  28 | <img className="rounded-image" src="/assets/overview/core_features/voice_onyx_speaking.png" alt="Voice Mode speaking"/>
     | ^

upstash__docs: box/guides/remote-development.mdx:31:1: warning[missing-file]: /img/box-development/ssh-connection.png is not in the docs folder
  31 | <img src="/img/box-development/ssh-connection.png" />
     | ^

upstash__docs: redis/features/restapi.mdx:472:3: warning[missing-file]: /img/restapi/tokens.png is not in the docs folder
 472 |   <img src="/img/restapi/tokens.png" />
     |   ^

spree__spree: user/how-to/multi-region-pricing.mdx:52:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/4-new-price-list-form.png is not in the docs folder
  52 | ![The New Price List form in Spree Commerce](/docs/images/user/how-to/multi-region-pricing/4-new-price-list-form.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:78:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/5-account-signup.png is not in the docs folder
  78 | ![The Spree vendor account sign-up form](/docs/images/user/vendors/vendor-onboarding-manual/5-account-signup.png)
     | ^

spree__spree: user/settings/users.mdx:45:1: warning[missing-file]: /images/user/settings/users/7.edit_user.png is not in the docs folder
  45 | ![](/images/user/settings/users/7.edit_user.png)
     | ^

spree__spree: user/settings/shipping-methods.mdx:65:1: warning[missing-file]: /docs/images/user/settings/shipping/7-tax-category.png is not in the docs folder
  65 | ![Set a shipping method tax category in Spree](/docs/images/user/settings/shipping/7-tax-category.png)
     | ^

onyx-dot-app__documentation: admins/agents/overview.mdx:94:1: warning[missing-file]: /assets/admins/agents/explore_agents.png is not in the docs folder
  94 | <img className="rounded-image" src="/assets/admins/agents/explore_agents.png" alt="Onyx Explore Agents page"/>
     | ^

spree__spree: user/promotions/gift-cards.mdx:23:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/3-gift-form.png is not in the docs folder
  23 | ![Creating a single gift card in Spree Commerce](/docs/images/user/promotions/gift-cards/3-gift-form.png)
     | ^

spree__spree: user/how-to/regional-wholesale.mdx:50:1: warning[missing-file]: /docs/images/user/how-to/regional-wholesale/2-new-customer-group.png is not in the docs folder
  50 | ![The New Customer Group form in Spree Commerce](/docs/images/user/how-to/regional-wholesale/2-new-customer-group.png)
     | ^

spree__spree: user/manage-products/export-products.mdx:12:1: warning[missing-file]: /docs/images/user/products/export-products/1.product_tab.png is not in the docs folder
  12 | ![](/docs/images/user/products/export-products/1.product_tab.png)
     | ^

upstash__docs: redis/integrations/n8n.mdx:17:4: warning[missing-file]: /img/n8n/redis-credentials.png is not in the docs folder
  17 |    <img src="/img/n8n/redis-credentials.png" />
     |    ^

novuhq__docs: integrations/providers/sms/termii.mdx:51:3: warning[missing-file]: /images/channels-and-providers/sms/termii/image-75.png is not in the docs folder
  51 |   <img src="/images/channels-and-providers/sms/termii/image-75.png" />{" "}
     |   ^

getlago__lago-doc: integrations/data/airbyte.mdx:35:3: warning[missing-file]: /integrations/data/images/lago-airbyte-source-e56dc399ab95d5f523683b5c62f3b3e5.png is not in the docs folder
  35 |   <img src="/integrations/data/images/lago-airbyte-source-e56dc399ab95d5f523683b5c62f3b3e5.png" />
     |   ^

getlago__lago-doc: guide/coupons.mdx:154:1: warning[missing-file]: /guide/images/coupons-remaining.png is not in the docs folder
 154 | ![Customer account with several coupons](/guide/images/coupons-remaining.png)
     | ^

triggerdotdev__trigger.dev: deployment/overview.mdx:74:1: warning[missing-file]: /deployment/api-key.png is not in the docs folder
  74 | ![Trigger.dev dashboard showing the API key](/deployment/api-key.png)
     | ^

spree__spree: integrations/payments/razorpay.mdx:43:1: warning[missing-file]: /images/integrations/razorpay/razorpay_form.png is not in the docs folder
  43 | ![](/images/integrations/razorpay/razorpay_form.png)
     | ^

PrefectHQ__fastmcp: updates.mdx:681:1: warning[missing-file]: /assets/updates/release-2-7.png is not in the docs folder
 681 | <Card 
     | ^

spree__spree: user/settings/marketplace.mdx:12:1: warning[missing-file]: /docs/images/user/settings/marketplace/1-marketplace-overview.png is not in the docs folder
  12 | ![The Marketplace settings page showing the commission rate, payouts, Shopify app, and terms of service sections](/docs/…
     | ^

upstash__docs: workflow/features/dlq/restart.mdx:15:3: warning[missing-file]: /img/workflow/restart.png is not in the docs folder
  15 |   <img src="/img/workflow/restart.png" />
     |   ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:144:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/9-vendor-accept-install.png is not in the docs folder
 144 | ![The Shopify app installation acceptance screen with the Install button](/docs/images/user/vendors/vendor-onboarding-sh…
     | ^

getlago__lago-doc: guide/analytics/forecasted-usage.mdx:17:3: warning[missing-file]: /guide/analytics/images/forecasted-usage.png is not in the docs folder
  17 |   <img src="/guide/analytics/images/forecasted-usage.png" />
     |   ^

Comfy-Org__docs: zh/development/core-concepts/nodes.mdx:107:1: warning[missing-file]: /images/zh/core-concept/node/context_menus_1.jpg is not in the docs folder
 107 | ![节点上下文菜单](/images/zh/core-concept/node/context_menus_1.jpg)
     | ^

onyx-dot-app__documentation: overview/core_features/agents.mdx:15:1: warning[missing-file]: /assets/overview/core_features/agent.png is not in the docs folder
  15 | <img className="rounded-image" src="/assets/overview/core_features/agent.png" alt="Agent Example"/>
     | ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:167:5: warning[missing-file]: /assets/admins/discord_bot/configure_discord_bot_token.png is not in the docs folder
 167 |     <img className="rounded-image" src="/assets/admins/discord_bot/configure_discord_bot_token.png" alt="Discord bot tok…
     |     ^

getlago__lago-doc: guide/plans/charges/arrears-vs-advance.mdx:21:9: warning[missing-file]: /guide/plans/images/charge-in-arrears-1d16763a9e4212018386d79e400eea2a.png is not in the docs folder
  21 |         <img src="/guide/plans/images/charge-in-arrears-1d16763a9e4212018386d79e400eea2a.png" />
     |         ^

getlago__lago-doc: guide/webhooks.mdx:70:3: warning[missing-file]: /guide/images/webhook-logs.png is not in the docs folder
  70 |   <img src="/guide/images/webhook-logs.png" />
     |   ^

spree__spree: api-reference/platform/authentication.mdx:17:5: warning[missing-file]: /images/Platform API 3.png is not in the docs folder
  17 |     <img src="/images/Platform API 3.png"/>
     |     ^

novuhq__docs: getting-started/quickstart.mdx:50:5: warning[missing-file]: /getting-started/media-assets/add-steps.png is not in the docs folder
  50 |     <img src="/getting-started/media-assets/add-steps.png" alt="Add steps to your workflow" />
     |     ^

spree__spree: user/manage-products/import-products.mdx:18:1: warning[missing-file]: /docs/images/user/products/import-products/1-products-tab.png is not in the docs folder
  18 | ![Spree Commerce products tab](/docs/images/user/products/import-products/1-products-tab.png)
     | ^

onyx-dot-app__documentation: security/architecture/data_flows.mdx:38:1: warning[missing-file]: /assets/security/OnyxQueryFlow.png is not in the docs folder
  38 | <img className="rounded-image" src="/assets/security/OnyxQueryFlow.png" alt="Onyx Query Flow"/>
     | ^

spree__spree: user/vendors/vendor-payouts.mdx:32:1: warning[missing-file]: /docs/images/user/vendors/vendor-payouts/2-payments-payouts.png is not in the docs folder
  32 | ![The Payments & Payouts section of the vendor profile with the payout schedule dropdown](/docs/images/user/vendors/vend…
     | ^

upstash__docs: box/overall/how-it-works.mdx:84:3: warning[missing-file]: /img/box/lifecycle.png is not in the docs folder
  84 |   <img src="/img/box/lifecycle.png" />
     |   ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:159:5: warning[missing-file]: /assets/admins/discord_bot/bot_token_config.png is not in the docs folder
 159 |     <img className="rounded-image" src="/assets/admins/discord_bot/bot_token_config.png" alt="Discord bot token configur…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_indexed.mdx:80:1: warning[missing-file]: /assets/admins/connectors/slack/SlackBotToken.png is not in the docs folder
  80 | <img className="rounded-image" src="/assets/admins/connectors/slack/SlackBotToken.png" alt="Slack OAuth & Permissions pa…
     | ^

triggerdotdev__trigger.dev: tasks/scheduled.mdx:231:3: warning[missing-file]: /images/schedules-blank.png is not in the docs folder
 231 |   ![Scheduled task page](/images/schedules-blank.png)
     |   ^

spree__spree: user/manage-products/import-products.mdx:28:1: warning[missing-file]: /docs/images/user/products/import-products/3-upload-file.png is not in the docs folder
  28 | ![Uploading a product file to Spree](/docs/images/user/products/import-products/3-upload-file.png)
     | ^

spree__spree: user/customers/edit-customer.mdx:45:1: warning[missing-file]: /docs/images/user/customers/editing-customers/5-billing-address.png is not in the docs folder
  45 | ![Editing the customer billing address in the Spree dashboard](/docs/images/user/customers/editing-customers/5-billing-a…
     | ^

getlago__lago-doc: integrations/data/airbyte.mdx:62:3: warning[missing-file]: /integrations/data/images/example-billing-query-snowflake-a4cf76e6bca92363215567a0e4e51f06.png is not in the docs folder
  62 |   <img src="/integrations/data/images/example-billing-query-snowflake-a4cf76e6bca92363215567a0e4e51f06.png" />
     |   ^

getlago__lago-doc: changelog/product.mdx:231:5: warning[missing-file]: /changelog/images/20260707-po-number-one-off.webp is not in the docs folder
 231 |     <img src="/changelog/images/20260707-po-number-one-off.webp" alt="Lago one-off invoice form with a purchase order nu…
     |     ^

novuhq__docs: inbox/react/components/overview.mdx:18:3: warning[missing-file]: /images/inbox/component_composition.png is not in the docs folder
  18 |   <img src="/images/inbox/component_composition.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/s3/access-keys.mdx:20:5: warning[missing-file]: /assets/admins/connectors/blob/s3/iam.png is not in the docs folder
  20 |     <img className="rounded-image" src="/assets/admins/connectors/blob/s3/iam.png" alt="AWS IAM dashboard with Users sec…
     |     ^

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-database-webhooks.mdx:394:1: warning[unknown-icon]: there is no icon "circle-5"
 394 | <Icon icon="circle-5" iconType="solid" size={20} color="A8FF53" /> Under 'Edge Function', choose `POST`
     | ^
     = hint: see the icon names of the fontawesome library

getlago__lago-doc: integrations/data/airbyte.mdx:55:3: warning[missing-file]: /integrations/data/images/lago-data-snowflake-ec9a012ccb50edc332d6750de7246076.png is not in the docs folder
  55 |   <img src="/integrations/data/images/lago-data-snowflake-ec9a012ccb50edc332d6750de7246076.png" />
     |   ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:82:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/5-app-credentials.png is not in the docs folder
  82 | ![The app Settings page in the Shopify Dev Dashboard with the Client ID and Secret fields](/docs/images/user/vendors/ven…
     | ^

onyx-dot-app__documentation: changelog.mdx:2270:3: warning[missing-file]: /assets/changelog/v2.2/showcase_agents_navigation.png is not in the docs folder
 2270 |   <img className="rounded-image" src="/assets/changelog/v2.2/showcase_agents_navigation.png" alt="Agents navigation"/>
      |   ^

spree__spree: developer/admin/authentication.mdx:59:1: warning[missing-file]: /images/developer/admin/admin_panel_login.png is not in the docs folder
  59 | ![Admin panel login page](/images/developer/admin/admin_panel_login.png)
     | ^

spree__spree: user/customers/create-customer.mdx:48:1: warning[missing-file]: /docs/images/user/customers/create-customer/5-address-preview.png is not in the docs folder
  48 | ![Customer address map preciew in Spree Commerce](/docs/images/user/customers/create-customer/5-address-preview.png)
     | ^

upstash__docs: workflow/agents/features.mdx:371:1: warning[missing-file]: /img/workflow/agents/logs/logs-multi.png is not in the docs folder
 371 | <img src="/img/workflow/agents/logs/logs-multi.png" />
     | ^

spree__spree: user/orders/processing-orders.mdx:14:1: warning[missing-file]: /docs/images/user/orders/processing-orders/2-order-overview.png is not in the docs folder
  14 | ![An order overview page in Spree Commerce](/docs/images/user/orders/processing-orders/2-order-overview.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:1005:3: warning[missing-file]: /assets/changelog/v3.2/hook_extensions_page.png is not in the docs folder
 1005 |   <img className="rounded-image" src="/assets/changelog/v3.2/hook_extensions_page.png" alt="Hook Extensions Page"/>
      |   ^

onyx-dot-app__documentation: admins/advanced_configs/hook_extensions.mdx:121:1: warning[missing-file]: /assets/admins/advanced_configs/hook_thirty_days_errors.png is not in the docs folder
 121 | <img className="rounded-image" src="/assets/admins/advanced_configs/hook_thirty_days_errors.png" alt="Hook Errors in the…
     | ^

spree__spree: user/how-to/regional-wholesale.mdx:82:1: warning[missing-file]: /docs/images/user/how-to/regional-wholesale/4-match-all-rules.png is not in the docs folder
  82 | ![The price list editor showing Match All logic with a Customer Group rule and a Market rule](/docs/images/user/how-to/r…
     | ^

upstash__docs: redis/features/globaldatabase.mdx:77:3: warning[missing-file]: /img/globaldb/regionselect.png is not in the docs folder
  77 |   <img src="/img/globaldb/regionselect.png" width="520" />
     |   ^

onyx-dot-app__documentation: admins/ai_models/azure_openai.mdx:42:5: warning[missing-file]: /assets/admins/ai_models/azure_oai_deployed_model_details.png is not in the docs folder
  42 |     <img className="rounded-image" src="/assets/admins/ai_models/azure_oai_deployed_model_details.png" alt="Azure OpenAI…
     |     ^

ollama__ollama: capabilities/web-search.mdx:354:1: warning[missing-file]: /images/goose-mcp-1.png is not in the docs folder
 354 | ![Goose MCP Configuration 1](/images/goose-mcp-1.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/bitbucket.mdx:100:5: warning[missing-file]: /assets/admins/connectors/bitbucket/BitbucketConnectorCred.png is not in the docs folder
 100 |     ![BitbucketConnector](/assets/admins/connectors/bitbucket/BitbucketConnectorCred.png)
     |     ^

spree__spree: user/manage-products/stock-levels.mdx:31:1: warning[missing-file]: /docs/images/user/products/stock-levels/3.update_stock_levels.png is not in the docs folder
  31 | ![](/docs/images/user/products/stock-levels/3.update_stock_levels.png)
     | ^

upstash__docs: common/concepts/access-anywhere.mdx:13:1: warning[missing-file]: /img/access-anywhere/restclient.png is not in the docs folder
  13 | <img src="/img/access-anywhere/restclient.png" />
     | ^

getlago__lago-doc: guide/plans/charges/invoiceable-vs-noninvoiceable.mdx:37:9: warning[missing-file]: /guide/plans/images/instant-charge.png is not in the docs folder
  37 |         <img src="/guide/plans/images/instant-charge.png"/>
     |         ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:66:5: warning[missing-file]: /images/priv-connections-target-group-register-listeners.png is not in the docs folder
  66 |     ![Register targets in the target group](/images/priv-connections-target-group-register-listeners.png)
     |     ^

upstash__docs: redis/search/introduction.mdx:9:8: warning[missing-file]: /img/redis-search/redis-search-cover.png is not in the docs folder
   9 | <Frame><img src="/img/redis-search/redis-search-cover.png" /></Frame>
     |        ^

onyx-dot-app__documentation: admins/advanced_configs/llm_access_controls.mdx:13:1: warning[missing-file]: /assets/admins/advanced_configs/llm_access_controls.png is not in the docs folder
  13 | <img className="rounded-image" src="/assets/admins/advanced_configs/llm_access_controls.png" alt="Language model access …
     | ^

getlago__lago-doc: integrations/taxes/anrok.mdx:102:3: warning[missing-file]: /integrations/images/anrok-sync-customer.png is not in the docs folder
 102 |   <img src="/integrations/images/anrok-sync-customer.png" />
     |   ^

getlago__lago-doc: changelog/product.mdx:274:5: warning[missing-file]: /changelog/images/20260619-german-einvoicing.webp is not in the docs folder
 274 |     <img src="/changelog/images/20260619-german-einvoicing.webp" alt="Lago e-invoicing settings with XRechnung and ZUGFe…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_indexed.mdx:100:1: warning[missing-file]: /assets/admins/connectors/slack/SlackId.png is not in the docs folder
 100 | <img className="rounded-image" src="/assets/admins/connectors/slack/SlackId.png" alt="Locating the Slack workspace ID in…
     | ^

onyx-dot-app__documentation: admins/agents/overview.mdx:68:5: warning[missing-file]: /assets/admins/agents/agent_hierarchy_knowledge.png is not in the docs folder
  68 |     <img className="rounded-image" src="/assets/admins/agents/agent_hierarchy_knowledge.png" alt="Onyx Agent hierarchica…
     |     ^

spree__spree: user/customers/searching-customers.mdx:36:1: warning[missing-file]: /docs/images/user/customers/searching-customers/3-sort-by.png is not in the docs folder
  36 | ![Sorting the customer table in Spree Commerce](/docs/images/user/customers/searching-customers/3-sort-by.png)
     | ^

novuhq__docs: integrations/providers/sms/termii.mdx:21:5: warning[missing-file]: /images/channels-and-providers/sms/termii/image-72.png is not in the docs folder
  21 |     <img src="/images/channels-and-providers/sms/termii/image-72.png" />{" "}
     |     ^

Comfy-Org__docs: zh/tutorials/basic/text-to-image.mdx:48:1: warning[missing-file]: /images/tutorial/gettingstarted/first-image-generation-7-queue.jpg is not in the docs folder
  48 | ![图片生成](/images/tutorial/gettingstarted/first-image-generation-7-queue.jpg)
     | ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:28:5: warning[missing-file]: /assets/admins/discord_bot/install_discordbot.png is not in the docs folder
  28 |     <img className="rounded-image" src="/assets/admins/discord_bot/install_discordbot.png" alt="Install OnyxBot in Disco…
     |     ^

onyx-dot-app__documentation: overview/onyx_anywhere/desktop_app.mdx:15:1: warning[missing-file]: /assets/overview/onyx_anywhere/desktop_app.png is not in the docs folder
  15 | <img className="rounded-image" src="/assets/overview/onyx_anywhere/desktop_app.png" alt="Onyx Desktop App"/>
     | ^

onyx-dot-app__documentation: admins/connectors/official/fireflies.mdx:34:5: warning[missing-file]: /assets/admins/connectors/fireflies/fireflies3.png is not in the docs folder
  34 |     <img className="rounded-image" src="/assets/admins/connectors/fireflies/fireflies3.png" alt="FirefliesConnectorAuth"…
     |     ^

spree__spree: user/products/editing-products.mdx:27:1: warning[missing-file]: /docs/images/user/products/edit-a-product/2.product_edited.png is not in the docs folder
  27 | ![](/docs/images/user/products/edit-a-product/2.product_edited.png)
     | ^

triggerdotdev__trigger.dev: how-to-reduce-your-spend.mdx:15:1: warning[missing-file]: /images/usage-dashboard.png is not in the docs folder
  15 | ![Usage dashboard](./images/usage-dashboard.png)
     | ^

AgentOps-AI__agentops: v1/examples/examples.mdx:12:3: warning[unknown-icon]: there is no icon "microchip-ai"
  12 |   <Card title="Simple Agent" icon="microchip-ai" iconType="solid" href="/v1/examples/simple_agent">
     |   ^
     = hint: see the icon names of the fontawesome library

onyx-dot-app__documentation: changelog.mdx:1679:3: warning[missing-file]: /assets/changelog/v2.9/showcase_widget.png is not in the docs folder
 1679 |   <img className="rounded-image" src="/assets/changelog/v2.9/showcase_widget.png" alt="Onyx Widget"/>
      |   ^

getlago__lago-doc: guide/events/ingesting-usage.mdx:22:7: warning[missing-file]: /guide/events/images/events-structure.png is not in the docs folder
  22 |       <img src="/guide/events/images/events-structure.png" />
     |       ^

onyx-dot-app__documentation: admins/connectors/official/jira.mdx:47:5: warning[missing-file]: /assets/admins/connectors/jira/JiraCloudAuth.png is not in the docs folder
  47 |     <img className="rounded-image" src="/assets/admins/connectors/jira/JiraCloudAuth.png" alt="Onyx Jira Cloud connector…
     |     ^

onyx-dot-app__documentation: admins/agents/overview.mdx:88:5: warning[missing-file]: /assets/admins/agents/agent_advanced.png is not in the docs folder
  88 |     <img className="rounded-image" src="/assets/admins/agents/agent_advanced.png" alt="Onyx Agent advanced configuration…
     |     ^

triggerdotdev__trigger.dev: bulk-actions.mdx:42:5: warning[missing-file]: /images/bulk-action-create.png is not in the docs folder
  42 |     ![Configure and create a bulk action](/images/bulk-action-create.png)
     |     ^

onyx-dot-app__documentation: admins/connectors/official/dropbox.mdx:26:5: warning[missing-file]: /assets/admins/connectors/dropbox/dropbox-connector-1.png is not in the docs folder
  26 |     <img className="rounded-image" src="/assets/admins/connectors/dropbox/dropbox-connector-1.png" alt="DropboxStep1"/>
     |     ^

upstash__docs: qstash/recipes/periodic-data-updates.mdx:158:1: warning[missing-file]: /img/qstash/schedule.png is not in the docs folder
 158 | ![](/img/qstash/schedule.png)
     | ^

upstash__docs: qstash/howto/roll-signing-keys.mdx:45:1: warning[missing-file]: /img/qstash/roll_keys.png is not in the docs folder
  45 | ![](/img/qstash/roll_keys.png)
     | ^

triggerdotdev__trigger.dev: github-actions.mdx:163:75: warning[missing-file]: /images/github-access-token.png is not in the docs folder
 163 |   Add the name `TRIGGER_ACCESS_TOKEN` and the value of your access token. ![Add TRIGGER_ACCESS_TOKEN
     |                                                                           ^

spree__spree: user/promotions/gift-cards.mdx:39:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/4-gift-card-batch.png is not in the docs folder
  39 | ![Creating a batch of gift cards in the Spree Commerce dashboard](/docs/images/user/promotions/gift-cards/4-gift-card-ba…
     | ^

spree__spree: user/settings/sales-channels.mdx:41:1: warning[missing-file]: /docs/images/user/settings/sales-channels/2-new-sales-channel.png is not in the docs folder
  41 | ![The sales channel creation form in Spree Commerce](/docs/images/user/settings/sales-channels/2-new-sales-channel.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:94:1: warning[missing-file]: /docs/images/user/products/taxonomies/8.navigation-filtering.png is not in the docs folder
  94 | ![](/docs/images/user/products/taxonomies/8.navigation-filtering.png)
     | ^

novuhq__docs: getting-started/quickstart.mdx:109:5: warning[missing-file]: /getting-started/media-assets/notification-template.png is not in the docs folder
 109 |     <img src="/getting-started/media-assets/notification-template.png" alt="Configure channel step template" />
     |     ^

novuhq__docs: recipes/workflows/invoice-receipt.mdx:14:1: warning[missing-file]: /images/how-to/invoice-receipt.png is not in the docs folder
  14 | <img
     | ^

novuhq__docs: integrations/segment.mdx:224:3: warning[missing-file]: /images/guides/segment-novu-integration/add-setting-dialog.png is not in the docs folder
 224 |   <img src="/images/guides/segment-novu-integration/add-setting-dialog.png" />
     |   ^

onyx-dot-app__documentation: deployment/cloud/aws/eks.mdx:43:5: warning[missing-file]: /assets/deployment/eks_cluster_create.png is not in the docs folder
  43 |     <img className="rounded-image" src="/assets/deployment/eks_cluster_create.png" alt="EKS Cluster Creation"/>
     |     ^

spree__spree: user/products/creating-products.mdx:75:1: warning[missing-file]: /docs/images/user/products/create-a-product/9.categorization.png is not in the docs folder
  75 | ![](/docs/images/user/products/create-a-product/9.categorization.png)
     | ^

AgentOps-AI__agentops: v1/examples/examples.mdx:72:3: warning[unknown-icon]: there is no icon "pancakes"
  72 |   <Card title="Llama Stack" icon="pancakes" href="/v1/integrations/llama_stack">
     |   ^
     = hint: see the icon names of the fontawesome library

onyx-dot-app__documentation: admins/ai_models/azure_openai.mdx:35:5: warning[missing-file]: /assets/admins/ai_models/azure_oai_deploy_model.png is not in the docs folder
  35 |     <img className="rounded-image" src="/assets/admins/ai_models/azure_oai_deploy_model.png" alt="Azure OpenAI Model Dep…
     |     ^

getlago__lago-doc: changelog/product-2025.mdx:428:5: warning[missing-file]: /changelog/images/20250616-activity-logs.webp is not in the docs folder
 428 |     <img src="/changelog/images/20250616-activity-logs.webp" alt="Lago activity logs recording who changed a plan, price…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/github.mdx:201:1: warning[missing-file]: /assets/admins/connectors/github/GithubCredential.png is not in the docs folder
 201 | <img className="rounded-image" src="/assets/admins/connectors/github/GithubCredential.png" alt="Onyx GitHub connector cr…
     | ^

onyx-dot-app__documentation: changelog.mdx:1662:3: warning[missing-file]: /assets/changelog/v2.9/showcase_chrome_extension.png is not in the docs folder
 1662 |   <img className="rounded-image" src="/assets/changelog/v2.9/showcase_chrome_extension.png" alt="Onyx Chrome Extension"/…
      |   ^

spree__spree: user/how-to/multi-region-pricing.mdx:93:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/7-storefront-switcher.png is not in the docs folder
  93 | ![The market switcher in the Spree Next.js storefront navigation bar, switching between France, Spain, and Germany](/doc…
     | ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:90:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/6-spree-shopify-apps.png is not in the docs folder
  90 | ![The Shopify Apps page in the Spree admin dashboard listing any existing connected apps](/docs/images/user/vendors/vend…
     | ^

spree__spree: user/settings/locations.mdx:40:1: warning[missing-file]: /docs/images/user/settings/locations/5-delete-stock-location.png is not in the docs folder
  40 | ![](/docs/images/user/settings/locations/5-delete-stock-location.png)
     | ^

getlago__lago-doc: integrations/crm/hubspot.mdx:27:3: warning[missing-file]: /integrations/images/hubspot-crm-integration-objects-mapping.png is not in the docs folder
  27 |   <img src="/integrations/images/hubspot-crm-integration-objects-mapping.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/gitbook.mdx:29:1: warning[missing-file]: /assets/admins/connectors/gitbook/gitbook_1.png is not in the docs folder
  29 | <img className="rounded-image" src="/assets/admins/connectors/gitbook/gitbook_1.png" alt="GitBook Developer Page"/>
     | ^

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-database-webhooks.mdx:427:1: warning[missing-file]: /images/supabase-run-result.png is not in the docs folder
 427 | ![Supabase successful run](/images/supabase-run-result.png)
     | ^

upstash__docs: search/overall/getstarted.mdx:51:3: warning[missing-file]: /img/search/create-database.png is not in the docs folder
  51 |   <img src="/img/search/create-database.png" />
     |   ^

spree__spree: user/manage-products/price-lists.mdx:85:1: warning[missing-file]: /docs/images/user/products/price-lists/9-active-price-list.png is not in the docs folder
  85 | ![Activating a price list in Spree Commerce](/docs/images/user/products/price-lists/9-active-price-list.png)
     | ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:46:3: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/image-57.png is not in the docs folder
  46 |   <img src="/images/channels-and-providers/sms/africas-talking/image-57.png" />{" "}
     |   ^

getlago__lago-doc: guide/subscriptions/assign-plan.mdx:110:7: warning[missing-file]: /guide/subscriptions/images/subscription-past-advance-0bedeeb9f9918608568ea7db6479e4ef.png is not in the docs folder
 110 |       <img src="/guide/subscriptions/images/subscription-past-advance-0bedeeb9f9918608568ea7db6479e4ef.png" />
     |       ^

spree__spree: user/customers/customer-profile.mdx:38:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/4-user-details.png is not in the docs folder
  38 | ![A customer's personal details in the Spree Commerce dashboard](/docs/images/user/customers/customer-profiles/4-user-de…
     | ^

spree__spree: user/promotions/create-a-promotion.mdx:93:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/7-promo-actions.png is not in the docs folder
  93 | ![Setting promotion actions in Spree Commerce](/docs/images/user/promotions/create-a-promotion/7-promo-actions.png)
     | ^

upstash__docs: redis/commands/overview.mdx:17:1: warning[unknown-icon]: there is no icon "brackets-curly"
  17 | <Card title="JSON" icon="brackets-curly" href="/redis/commands/json/overview" horizontal>Store and manipulate JSON value…
     | ^
     = hint: see the icon names of the fontawesome library

upstash__docs: search/ui/search-bar.mdx:108:8: warning[missing-file]: /img/search/readonly_token.png is not in the docs folder
 108 | <Frame><img src='/img/search/readonly_token.png' /></Frame>
     |        ^

spree__spree: user/manage-products/product-options.mdx:70:1: warning[missing-file]: /docs/images/user/products/options/9-storefront-order-og.png is not in the docs folder
  70 | ![](/docs/images/user/products/options/9-storefront-order-og.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:1910:3: warning[missing-file]: /assets/changelog/v2.6/showcase_dynamic_model_management.png is not in the docs folder
 1910 |   <img className="rounded-image" src="/assets/changelog/v2.6/showcase_dynamic_model_management.png" alt="Dynamic model m…
      |   ^

upstash__docs: search/overall/getstarted.mdx:85:3: warning[missing-file]: /img/search/add-document.png is not in the docs folder
  85 |   <img src="/img/search/add-document.png" />
     |   ^

onyx-dot-app__documentation: admins/getting_started/slack_bot_setup.mdx:16:1: warning[missing-file]: /assets/admins/slackbot/slackbot_response.png is not in the docs folder
  16 | <img className="rounded-image" src="/assets/admins/slackbot/slackbot_response.png" alt="Onyx Slack Bot"/>
     | ^

PrefectHQ__fastmcp: v3/updates.mdx:215:1: warning[missing-file]: /v3/assets/updates/release-3-0.png is not in the docs folder
 215 | <Card
     | ^

upstash__docs: qstash/howto/debug-logs.mdx:16:3: warning[missing-file]: /img/qstash/debuglogs.png is not in the docs folder
  16 |   <img src="/img/qstash/debuglogs.png" />
     |   ^

upstash__docs: workflow/features/flow-control/parallelism.mdx:33:3: warning[missing-file]: /img/workflow/parallelism_2.png is not in the docs folder
  33 |   <img src="/img/workflow/parallelism_2.png" />
     |   ^

upstash__docs: box/guides/openclaw-setup.mdx:74:1: warning[missing-file]: /img/openclaw-setup/dashboard.png is not in the docs folder
  74 | <img src="/img/openclaw-setup/dashboard.png" />
     | ^

upstash__docs: box/guides/remote-development.mdx:65:1: warning[missing-file]: /img/box-development/public-url.png is not in the docs folder
  65 | <img src="/img/box-development/public-url.png" />
     | ^

getlago__lago-doc: guide/subscriptions/terminate-subscription.mdx:68:5: warning[missing-file]: /guide/subscriptions/images/terminate-subscription-options.png is not in the docs folder
  68 |     ![](/guide/subscriptions/images/terminate-subscription-options.png)
     |     ^

spree__spree: user/customers/assign-store-credits.mdx:24:1: warning[missing-file]: /docs/images/user/customers/store-credits/3-add-credits.png is not in the docs folder
  24 | ![Adding store credits to a customer account in Spree Commerce](/docs/images/user/customers/store-credits/3-add-credits.…
     | ^

upstash__docs: qstash/howto/url-group-endpoint.mdx:18:1: warning[missing-file]: /img/qstash/create_topic.png is not in the docs folder
  18 | ![](/img/qstash/create_topic.png)
     | ^

upstash__docs: redis/howto/importexport.mdx:37:3: warning[missing-file]: /img/backuprestore/import-from-backup.png is not in the docs folder
  37 |   <img src="/img/backuprestore/import-from-backup.png" width="700" />
     |   ^

spree__spree: user/customers/edit-customer.mdx:84:1: warning[missing-file]: /docs/images/user/customers/editing-customers/8-store-credit.png is not in the docs folder
  84 | ![Issuing store credits to a customer in Spree Commerce](/docs/images/user/customers/editing-customers/8-store-credit.pn…
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:47:3: warning[missing-file]: /integrations/data/images/lago-install-salesforce-package.png is not in the docs folder
  47 |   <img src="/integrations/data/images/lago-install-salesforce-package.png" />
     |   ^

novuhq__docs: integrations/providers/chat/slack.mdx:27:6: warning[missing-file]: /images/guides/slack-guide/on.png is not in the docs folder
  27 |      <img src="/images/guides/slack-guide/on.png" />{" "}
     |      ^

spree__spree: user/user-quickstart-guide.mdx:33:1: warning[missing-file]: /docs/images/user/quickstart/3-settings-payments.png is not in the docs folder
  33 | ![Payments section of admin dashboard](/docs/images/user/quickstart/3-settings-payments.png)
     | ^

spree__spree: user/returns/returns-processing.mdx:102:1: warning[missing-file]: /docs/images/user/returns/returns-processing/11.reimbursement_form.png is not in the docs folder
 102 | ![](/docs/images/user/returns/returns-processing/11.reimbursement_form.png)
     | ^

spree__spree: user/how-to/multi-region-pricing.mdx:44:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/3-markets-configured.png is not in the docs folder
  44 | ![The Markets overview showing Germany, France, and Spain markets, all using EUR](/docs/images/user/how-to/multi-region-…
     | ^

getlago__lago-doc: integrations/taxes/lago-eu-taxes.mdx:34:5: warning[missing-file]: /integrations/images/lago-eu-taxes-decision-tree.jpg is not in the docs folder
  34 |     <img src="/integrations/images/lago-eu-taxes-decision-tree.jpg" />
     |     ^

getlago__lago-doc: integrations/taxes/anrok.mdx:69:3: warning[missing-file]: /integrations/images/anrok-mapping.png is not in the docs folder
  69 |   <img src="/integrations/images/anrok-mapping.png" />
     |   ^

spree__spree: user/orders/editing-orders.mdx:33:1: warning[missing-file]: /docs/images/user/orders/editing-orders/4-adjust-quantity.png is not in the docs folder
  33 | ![Adjusting order line item quantities in Spree Commerce](/docs/images/user/orders/editing-orders/4-adjust-quantity.png)
     | ^

spree__spree: user/how-to/multiple-languages.mdx:47:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/3-import-panel.png is not in the docs folder
  47 | ![The import side panel for bulk translations](/docs/images/user/how-to/multiple-languages/3-import-panel.png)
     | ^

onyx-dot-app__documentation: deployment/configuration/chrome_extension.mdx:55:5: warning[missing-file]: /assets/deployment/extension_settings.png is not in the docs folder
  55 |     <img className="rounded-image" src="/assets/deployment/extension_settings.png" alt="Extension Settings Menu"/>
     |     ^

spree__spree: user/how-to/multiple-languages.mdx:31:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/2-translations-overview.png is not in the docs folder
  31 | ![The Translations overview page showing coverage by locale and translation status per product](/docs/images/user/how-to…
     | ^

getlago__lago-doc: changelog/product-2024.mdx:402:5: warning[missing-file]: /changelog/images/20240701-invoicing-options-for-instant-charges.webp is not in the docs folder
 402 |     <img src="/changelog/images/20240701-invoicing-options-for-instant-charges.webp" alt="Lago invoicing options for ins…
     |     ^

getlago__lago-doc: guide/plans/charges/charge-models/graduated.mdx:16:5: warning[missing-file]: /guide/plans/images/graduated-charge-pricing-model-65dd3d428a7a5aaeb486e851adf029e7.png is not in the docs folder
  16 |     <img src="/guide/plans/images/graduated-charge-pricing-model-65dd3d428a7a5aaeb486e851adf029e7.png" />
     |     ^

spree__spree: api-reference/platform/authentication.mdx:13:5: warning[missing-file]: /images/Platform API 2.png is not in the docs folder
  13 |     <img src="/images/Platform API 2.png"/>
     |     ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:132:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/12-returns-address.png is not in the docs folder
 132 | ![The Add Returns Address task expanded with the address form fields](/docs/images/user/vendors/vendor-onboarding-woocom…
     | ^

spree__spree: user/settings/tax.mdx:41:1: warning[missing-file]: /docs/images/user/settings/tax/4-new-tax-rate-form.png is not in the docs folder
  41 | ![The New Tax Rate creation form](/docs/images/user/settings/tax/4-new-tax-rate-form.png)
     | ^

spree__spree: user/manage-products/stock-transfers.mdx:37:1: warning[missing-file]: /docs/images/user/products/stock-transfers/4.add_products.png is not in the docs folder
  37 | ![](/docs/images/user/products/stock-transfers/4.add_products.png)
     | ^

spree__spree: user/orders/creating-orders.mdx:33:1: warning[missing-file]: /docs/images/user/orders/creating-orders/4-select-line-items.png is not in the docs folder
  33 | ![Selecting variants for an order in Spree Commerce](/docs/images/user/orders/creating-orders/4-select-line-items.png)
     | ^

upstash__docs: qstash/integrations/n8n.mdx:25:4: warning[missing-file]: /img/n8n/qstash-import-button.png is not in the docs folder
  25 |    <img src="/img/n8n/qstash-import-button.png" />
     |    ^

getlago__lago-doc: guide/ai-agents/billing-assistant.mdx:10:7: warning[missing-file]: /guide/images/billing-assistant-agent.png is not in the docs folder
  10 |       <img src="/guide/images/billing-assistant-agent.png" />
     |       ^

getlago__lago-doc: integrations/crm/salesforce-cpq.mdx:45:3: warning[missing-file]: /integrations/data/images/lago-install-salesforce-cpq-package.png is not in the docs folder
  45 |   <img src="/integrations/data/images/lago-install-salesforce-cpq-package.png" />
     |   ^

spree__spree: user/products/editing-multi-variant-products.mdx:24:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/3.options.png is not in the docs folder
  24 | ![](/docs/images/user/products/multi-variant-products/3.options.png)
     | ^

upstash__docs: vector/integrations/flowise.mdx:36:5: warning[missing-file]: /img/vector/integrations/flowise/vector-node.png is not in the docs folder
  36 |     <img width="400" src="/img/vector/integrations/flowise/vector-node.png" />
     |     ^

getlago__lago-doc: guide/customers/customer-portal.mdx:79:3: warning[missing-file]: /guide/images/prepaid-credits-portal.png is not in the docs folder
  79 |   <img src="/guide/images/prepaid-credits-portal.png" />
     |   ^

spree__spree: user/orders/creating-orders.mdx:73:1: warning[missing-file]: /docs/images/user/orders/creating-orders/8-promo-code.png is not in the docs folder
  73 | ![Manually adding a promotion to an order as an admin in Spree Commerce](/docs/images/user/orders/creating-orders/8-prom…
     | ^

ollama__ollama: integrations/codex-app.mdx:7:1: warning[missing-file]: /images/codex-app-home.png is not in the docs folder
   7 | <img
     | ^

onyx-dot-app__documentation: admins/ai_models/azure_openai.mdx:33:5: warning[missing-file]: /assets/admins/ai_models/azure_oai_deployed_home.png is not in the docs folder
  33 |     <img className="rounded-image" src="/assets/admins/ai_models/azure_oai_deployed_home.png" alt="Azure OpenAI Service …
     |     ^

spree__spree: user/returns/returns-processing.mdx:14:1: warning[missing-file]: /docs/images/user/returns/returns-processing/1.order_page.png is not in the docs folder
  14 | ![](/docs/images/user/returns/returns-processing/1.order_page.png)
     | ^

spree__spree: user/orders/cancelling-orders.mdx:22:1: warning[missing-file]: /docs/images/user/orders/cancelling-orders/3-cancel-order.png is not in the docs folder
  22 | ![Cancelling an order in the Spree Commerce admin dashboard](/docs/images/user/orders/cancelling-orders/3-cancel-order.p…
     | ^

spree__spree: user/settings/sales-channels.mdx:102:1: warning[missing-file]: /docs/images/user/settings/sales-channels/6-orders-list-channel-column.png is not in the docs folder
 102 | ![The Orders list in Spree Commerce showing the Channel column](/docs/images/user/settings/sales-channels/6-orders-list-…
     | ^

getlago__lago-doc: integrations/payments/cashfree-integration.mdx:60:3: warning[missing-file]: /integrations/images/cashfree-link-lago-customer.png is not in the docs folder
  60 |   <img src="/integrations/images/cashfree-link-lago-customer.png" />
     |   ^

onyx-dot-app__documentation: overview/core_features/craft.mdx:153:1: warning[missing-file]: /assets/overview/core_features/craft_files.png is not in the docs folder
 153 | <img className="rounded-image" src="/assets/overview/core_features/craft_files.png" alt="The Output panel showing the Pr…
     | ^

onyx-dot-app__documentation: admins/ai_models/azure_openai.mdx:24:5: warning[missing-file]: /assets/admins/ai_models/azure_oai_deployment.png is not in the docs folder
  24 |     <img className="rounded-image" src="/assets/admins/ai_models/azure_oai_deployment.png" alt="Azure OpenAI Deployment"…
     |     ^

getlago__lago-doc: guide/customers/customer-portal.mdx:13:3: warning[missing-file]: /guide/images/customer-portal-access.png is not in the docs folder
  13 |   <img src="/guide/images/customer-portal-access.png" />
     |   ^

spree__spree: user/promotions/create-a-promotion.mdx:51:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/5-promo-edit-form.png is not in the docs folder
  51 | ![The promotion edit form in Spree Commerce](/docs/images/user/promotions/create-a-promotion/5-promo-edit-form.png)
     | ^

novuhq__docs: account/billing.mdx:14:3: warning[missing-file]: /images/account/billing/purchase-business-tier.gif is not in the docs folder
  14 |   <img src="/images/account/billing/purchase-business-tier.gif" />
     |   ^

onyx-dot-app__documentation: overview/core_features/craft.mdx:17:1: warning[missing-file]: /assets/overview/core_features/craft_overview.png is not in the docs folder
  17 | <img className="rounded-image" src="/assets/overview/core_features/craft_overview.png" alt="A Craft session with a gener…
     | ^

spree__spree: user/user-quickstart-guide.mdx:84:1: warning[missing-file]: /docs/images/user/quickstart/6-setup-taxes.png is not in the docs folder
  84 | ![Setup tax collection ecommerce onboarding step](/docs/images/user/quickstart/6-setup-taxes.png)
     | ^

getlago__lago-doc: integrations/usage/hightouch.mdx:34:3: warning[missing-file]: /integrations/usage/images/hightouch-sources-3aa4046d89ec2208963b3e541408a249.png is not in the docs folder
  34 |   <img src="/integrations/usage/images/hightouch-sources-3aa4046d89ec2208963b3e541408a249.png" />
     |   ^

spree__spree: integrations/payments/adyen.mdx:82:1: warning[missing-file]: /docs/images/integrations/adyen/3-adyen-enabled.png is not in the docs folder
  82 | ![Adyen enabled as a payment method in Spree](/docs/images/integrations/adyen/3-adyen-enabled.png)
     | ^

spree__spree: user/products/creating-products.mdx:189:1: warning[missing-file]: /docs/images/user/products/create-a-product/22.seo.png is not in the docs folder
 189 | ![](/docs/images/user/products/create-a-product/22.seo.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:100:1: warning[missing-file]: /docs/images/user/products/taxonomies/9.seo.png is not in the docs folder
 100 | ![](/docs/images/user/products/taxonomies/9.seo.png)
     | ^

triggerdotdev__trigger.dev: guides/frameworks/supabase-edge-functions-database-webhooks.mdx:405:1: warning[unknown-icon]: there is no icon "circle-7"
 405 | <Icon icon="circle-7" iconType="solid" size={20} color="A8FF53" /> Click 'Create webhook'.{" "}
     | ^
     = hint: see the icon names of the fontawesome library

spree__spree: integrations/integrations.mdx:19:3: warning[missing-file]: /images/integrations/logos/razorpay.png is not in the docs folder
  19 |   <Card title="RazorPay" href="/integrations/payments/razorpay" img="/images/integrations/logos/razorpay.png">
     |   ^

spree__spree: developer/deployment/cdn.mdx:37:1: warning[missing-file]: /images/developer/deployment/cloudflare_cache_rule_2.png is not in the docs folder
  37 | ![Cloudflare Cache Rule Settings](/images/developer/deployment/cloudflare_cache_rule_2.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/gitbook.mdx:41:5: warning[missing-file]: /assets/admins/connectors/gitbook/gitbook_2.png is not in the docs folder
  41 |     <img className="rounded-image" src="/assets/admins/connectors/gitbook/gitbook_2.png" alt="GitBook API Configuration"…
     |     ^

spree__spree: user/manage-products/product-options.mdx:66:1: warning[missing-file]: /docs/images/user/products/options/8-option-ordering.png is not in the docs folder
  66 | ![](/docs/images/user/products/options/8-option-ordering.png)
     | ^

onyx-dot-app__documentation: admins/advanced_configs/search_configs.mdx:22:1: warning[missing-file]: /assets/admins/advanced_configs/embedding_model.png is not in the docs folder
  22 | <img className="rounded-image" src="/assets/admins/advanced_configs/embedding_model.png" alt="Embedding model configurat…
     | ^

spree__spree: user/products/creating-products.mdx:47:1: warning[missing-file]: /docs/images/user/products/create-a-product/6.rearrange_images.png is not in the docs folder
  47 | ![](/docs/images/user/products/create-a-product/6.rearrange_images.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:35:3: warning[missing-file]: /integrations/data/images/salesforce-integration-details.png is not in the docs folder
  35 |   <img src="/integrations/data/images/salesforce-integration-details.png" />
     |   ^

spree__spree: user/products/editing-multi-variant-products.mdx:14:1: warning[missing-file]: /docs/images/user/products/multi-variant-products/1.product_editor.png is not in the docs folder
  14 | ![](/docs/images/user/products/multi-variant-products/1.product_editor.png)
     | ^

spree__spree: user/orders/order-states.mdx:10:1: warning[missing-file]: /docs/images/user/orders/order-states/orders-tab.png is not in the docs folder
  10 | ![Spree Commerce dashboard showing various order states](/docs/images/user/orders/order-states/orders-tab.png)
     | ^

spree__spree: user/customers/issue-gift-card.mdx:18:1: warning[missing-file]: /docs/images/user/customers/gift-cards/2-customer-profile.png is not in the docs folder
  18 | ![Customer profile page in the Spree admin backend](/docs/images/user/customers/gift-cards/2-customer-profile.png)
     | ^

getlago__lago-doc: integrations/taxes/anrok.mdx:42:3: warning[missing-file]: /integrations/images/anrok-connection.png is not in the docs folder
  42 |   <img src="/integrations/images/anrok-connection.png" />
     |   ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:137:3: warning[missing-file]: /integrations/data/images/salesforce-package-api-connection.gif is not in the docs folder
 137 |   <img src="/integrations/data/images/salesforce-package-api-connection.gif" />
     |   ^

spree__spree: user/vendors/multi-vendor-checkout.mdx:24:1: warning[missing-file]: /docs/images/user/vendors/multi-vendor-checkout/2-shipping-methods.png is not in the docs folder
  24 | ![The checkout shipping step showing per-vendor shipping method selectors](/docs/images/user/vendors/multi-vendor-checko…
     | ^

PrefectHQ__fastmcp: python-sdk/fastmcp-apps-form.mdx:66:25: warning[mdx-undefined]: contact is not defined, so the expression shows nothing
  66 |         return f"Saved {contact.name}"
     |                         ^
     = hint: define it with export const, import it, or write \{ for a literal brace

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:352:3: warning[missing-file]: /integrations/images/account-customer-flow.gif is not in the docs folder
 352 |   <img src="/integrations/images/account-customer-flow.gif" />
     |   ^

spree__spree: user/orders/processing-orders.mdx:41:1: warning[missing-file]: /docs/images/user/orders/processing-orders/5-new-payment.png is not in the docs folder
  41 | ![Add new payment to an order in Spree Commerce](/docs/images/user/orders/processing-orders/5-new-payment.png)
     | ^

spree__spree: user/orders/order-adjustments.mdx:39:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/4-refund.png is not in the docs folder
  39 | ![Refunding a payment in Spree Commerce](/docs/images/user/orders/order-adjustments/4-refund.png)
     | ^

spree__spree: user/promotions/create-a-promotion.mdx:39:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/4-promotion-settings.png is not in the docs folder
  39 | ![Configure promotion settings in Spree Commerce](/docs/images/user/promotions/create-a-promotion/4-promotion-settings.p…
     | ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:111:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/3-custom-distribution.png is not in the docs folder
 111 | ![The distribution method dialog with Custom Distribution selected](/docs/images/user/vendors/vendor-onboarding-shopify/…
     | ^

onyx-dot-app__documentation: admins/actions/openapi.mdx:25:5: warning[missing-file]: /assets/admins/actions/openapi_dashboard.png is not in the docs folder
  25 |     <img className="rounded-image" src="/assets/admins/actions/openapi_dashboard.png" alt="OpenAPI Actions dashboard in …
     |     ^

mem0ai__mem0: introduction.mdx:81:7: warning[missing-file]: /images/docs thumbnails/dark/mem0-cli.png is not in the docs folder
  81 |       <img
     |       ^

spree__spree: user/orders/editing-orders.mdx:85:1: warning[missing-file]: /docs/images/user/orders/editing-orders/8-shipping-method.png is not in the docs folder
  85 | ![Changing the shipping method of an order in the Spree dashboard](/docs/images/user/orders/editing-orders/8-shipping-me…
     | ^

spree__spree: user/settings/metafields.mdx:74:1: warning[missing-file]: /docs/images/user/settings/metafields/4-metafield-type.png is not in the docs folder
  74 | ![Spree Commerce metafield resources](/docs/images/user/settings/metafields/4-metafield-type.png)
     | ^

upstash__docs: workflow/agents/patterns/orchestrator-workers.mdx:63:1: warning[missing-file]: /img/workflow/agents/logs/logs-manager.png is not in the docs folder
  63 | <img src="/img/workflow/agents/logs/logs-manager.png" />
     | ^

upstash__docs: redis/troubleshooting/http_unauthorized.mdx:33:1: warning[missing-file]: /img/troubleshooting/rest/console_upstash_redis.png is not in the docs folder
  33 | ![](/img/troubleshooting/rest/console_upstash_redis.png)
     | ^

spree__spree: user/manage-products/product-options.mdx:30:1: warning[missing-file]: /docs/images/user/products/options/3-general-information.png is not in the docs folder
  30 | ![](/docs/images/user/products/options/3-general-information.png)
     | ^

novuhq__docs: integrations/providers/sms/firetext.mdx:22:5: warning[missing-file]: /images/channels-and-providers/sms/firetext/step_01.png is not in the docs folder
  22 |     <img src="/images/channels-and-providers/sms/firetext/step_01.png" />{" "}
     |     ^

spree__spree: developer/admin/extending-ui.mdx:1455:7: warning[missing-file]: /images/developer/admin/product_dropdown.png is not in the docs folder
 1455 |       <img src="/images/developer/admin/product_dropdown.png" />
      |       ^

spree__spree: user/orders/order-adjustments.mdx:14:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/1-orders-tab.png is not in the docs folder
  14 | ![The Order management tab in Spree Commerce](/docs/images/user/orders/order-adjustments/1-orders-tab.png)
     | ^

getlago__lago-doc: integrations/payments/gocardless-integration.mdx:128:3: warning[missing-file]: /guide/payments/images/gcl-customer-migration-959faab7b09d8c09866b477845ad8b3b.png is not in the docs folder
 128 |   <img src="/guide/payments/images/gcl-customer-migration-959faab7b09d8c09866b477845ad8b3b.png" />
     |   ^

novuhq__docs: integrations/providers/chat/slack.mdx:31:6: warning[missing-file]: /images/guides/slack-guide/add.png is not in the docs folder
  31 |      <img src="/images/guides/slack-guide/add.png" />{" "}
     |      ^

onyx-dot-app__documentation: deployment/authentication/saml.mdx:51:5: warning[missing-file]: /assets/deployment/saml_config.png is not in the docs folder
  51 |     <img className="rounded-image" src="/assets/deployment/saml_config.png" alt="Okta Configure SAML Application Page"/>
     |     ^

onyx-dot-app__documentation: admins/connectors/official/s3/overview.mdx:64:1: warning[missing-file]: /assets/admins/connectors/blob/s3/connector.png is not in the docs folder
  64 | <img className="rounded-image" src="/assets/admins/connectors/blob/s3/connector.png" alt="Onyx S3 connector details page…
     | ^

getlago__lago-doc: guide/billable-metrics/aggregation-types/latest.mdx:8:3: warning[missing-file]: /guide/images/latest.png is not in the docs folder
   8 |   <img src="/guide/images/latest.png" />
     |   ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:99:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/7-new-shopify-app-form.png is not in the docs folder
  99 | ![The New Shopify App form in Spree with Handle, Name, Client ID, and Secret fields](/docs/images/user/vendors/vendor-on…
     | ^

spree__spree: user/how-to/multi-currency-pricing.mdx:26:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/2-new-market-form.png is not in the docs folder
  26 | ![The New Market creation form in Spree Commerce](/docs/images/user/how-to/multi-currency-pricing/2-new-market-form.png)
     | ^

spree__spree: user/customers/customer-profile.mdx:63:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/6-billing-address.png is not in the docs folder
  63 | ![A customer's billing address in the Spree dashboard](/docs/images/user/customers/customer-profiles/6-billing-address.p…
     | ^

upstash__docs: workflow/agents/patterns/prompt-chaining.mdx:74:1: warning[missing-file]: /img/workflow/agents/logs/logs-chain.png is not in the docs folder
  74 | <img src="/img/workflow/agents/logs/logs-chain.png" />
     | ^

onyx-dot-app__documentation: changelog.mdx:2011:3: warning[missing-file]: /assets/changelog/v2.5/showcase_additional_web_search.png is not in the docs folder
 2011 |   <img className="rounded-image" src="/assets/changelog/v2.5/showcase_additional_web_search.png" alt="Web Search Provide…
      |   ^

upstash__docs: workflow/agents/patterns/parallelization.mdx:5:1: warning[missing-file]: /img/workflow/agents/diagram/parallel-diagram.png is not in the docs folder
   5 | <img src="/img/workflow/agents/diagram/parallel-diagram.png" />
     | ^

spree__spree: user/products/creating-products.mdx:84:3: warning[missing-file]: /docs/images/user/products/create-a-product/11.tags.png is not in the docs folder
  84 |   ![](/docs/images/user/products/create-a-product/11.tags.png)
     |   ^

getlago__lago-doc: changelog/product-2024.mdx:206:5: warning[missing-file]: /changelog/images/20241031-customer-portal-rework.webp is not in the docs folder
 206 |     <img src="/changelog/images/20241031-customer-portal-rework.webp" alt="Reworked Lago customer portal showing plans a…
     |     ^

novuhq__docs: integrations/providers/sms/infobip.mdx:28:3: warning[missing-file]: /images/channels-and-providers/sms/infobip/image-64.png is not in the docs folder
  28 |   <img src="/images/channels-and-providers/sms/infobip/image-64.png" />{" "}
     |   ^

upstash__docs: box/guides/remote-development.mdx:15:1: warning[missing-file]: /img/box-development/create-box.png is not in the docs folder
  15 | <img src="/img/box-development/create-box.png" />
     | ^

getlago__lago-doc: integrations/accounting/xero.mdx:112:3: warning[missing-file]: /integrations/images/xero-sync-customers.png is not in the docs folder
 112 |   <img src="/integrations/images/xero-sync-customers.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_federated.mdx:91:1: warning[missing-file]: /assets/admins/connectors/slack/FederatedSlackCredentials.png is not in the docs folder
  91 | <img className="rounded-image" src="/assets/admins/connectors/slack/FederatedSlackCredentials.png" alt="Slack Basic Info…
     | ^

triggerdotdev__trigger.dev: deployment/overview.mdx:63:1: warning[missing-file]: /deployment/my-first-deployment.png is not in the docs folder
  63 | ![Trigger.dev dashboard showing the latest version deployed](/deployment/my-first-deployment.png)
     | ^

upstash__docs: redis/features/credential-protection.mdx:33:3: warning[missing-file]: /img/credential-protection/save-credentials.png is not in the docs folder
  33 |   <img src="/img/credential-protection/save-credentials.png" />
     |   ^

upstash__docs: workflow/agents/features.mdx:281:1: warning[missing-file]: /img/workflow/agents/logs/logs-single.png is not in the docs folder
 281 | <img src="/img/workflow/agents/logs/logs-single.png" />
     | ^

spree__spree: user/settings/payments.mdx:24:1: warning[missing-file]: /images/user/settings/payments/4.enabled_payment_methods.png is not in the docs folder
  24 | ![](/images/user/settings/payments/4.enabled_payment_methods.png)
     | ^

getlago__lago-doc: guide/ai-agents/dunning-agent.mdx:39:3: warning[missing-file]: /guide/images/dunning-agent-ladder.png is not in the docs folder
  39 |   <img src="/guide/images/dunning-agent-ladder.png" />
     |   ^

upstash__docs: box/guides/openclaw-setup.mdx:82:1: warning[missing-file]: /img/openclaw-setup/init-script.png is not in the docs folder
  82 | <img src="/img/openclaw-setup/init-script.png" />
     | ^

spree__spree: user/customers/edit-customer.mdx:12:1: warning[missing-file]: /docs/images/user/customers/editing-customers/1-customers-tab.png is not in the docs folder
  12 | ![How to edit a customer profile in Spree Commerce](/docs/images/user/customers/editing-customers/1-customers-tab.png)
     | ^

spree__spree: user/manage-products/multi-currency-import-export.mdx:51:1: warning[missing-file]: /docs/images/user/products/multi-currency-import-export/2-import-panel.png is not in the docs folder
  51 | ![The import side panel on the Products tab](/docs/images/user/products/multi-currency-import-export/2-import-panel.png)
     | ^

getlago__lago-doc: guide/subscriptions/assign-plan.mdx:86:7: warning[missing-file]: /guide/subscriptions/images/anniversary-date-c66bee86224946e6e00af9c0cb7eedeb.png is not in the docs folder
  86 |       <img src="/guide/subscriptions/images/anniversary-date-c66bee86224946e6e00af9c0cb7eedeb.png" />
     |       ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:193:3: warning[missing-file]: /integrations/data/images/lago-connect-customer-external-apps.gif is not in the docs folder
 193 |   <img src="/integrations/data/images/lago-connect-customer-external-apps.gif" />
     |   ^

triggerdotdev__trigger.dev: how-it-works.mdx:441:1: warning[missing-file]: /images/opentelemetry-trace.png is not in the docs folder
 441 | ![OpenTelemetry trace](/images/opentelemetry-trace.png)
     | ^

upstash__docs: redis/howto/vercelintegration.mdx:64:3: warning[missing-file]: /img/vercel/integration_redis_create.png is not in the docs folder
  64 |   <img src="/img/vercel/integration_redis_create.png" width="520" />
     |   ^

spree__spree: integrations/tax/avalara.mdx:92:1: warning[missing-file]: /docs/images/integrations/avalara/5-customer-tax-settings.png is not in the docs folder
  92 | ![The Avalara Tax Settings dropdown on a customer profile in Spree](/docs/images/integrations/avalara/5-customer-tax-set…
     | ^

getlago__lago-doc: changelog/product-2025.mdx:82:5: warning[missing-file]: /changelog/images/20251119-einvoicing.webp is not in the docs folder
  82 |     <img src="/changelog/images/20251119-einvoicing.webp" alt="Lago e-invoicing configuration for France with compliant …
     |     ^

spree__spree: user/manage-products/product-taxonomies.mdx:134:1: warning[missing-file]: /docs/images/user/products/taxonomies/14.manual-ordering.png is not in the docs folder
 134 | ![](/docs/images/user/products/taxonomies/14.manual-ordering.png)
     | ^

spree__spree: user/orders/creating-orders.mdx:106:1: warning[missing-file]: /docs/images/user/orders/creating-orders/11-new-payment.png is not in the docs folder
 106 | ![Manually creating a payment for an order in the Spree dashboard](/docs/images/user/orders/creating-orders/11-new-payme…
     | ^

spree__spree: integrations/marketing/klaviyo.mdx:64:1: warning[missing-file]: /images/integrations/klaviyo/4.configure_private_key.png is not in the docs folder
  64 | ![](/images/integrations/klaviyo/4.configure_private_key.png)
     | ^

getlago__lago-doc: guide/introduction/why-billing-is-a-nightmare.mdx:260:1: warning[missing-file]: /guide/introduction/images/taxes-vat-46fc3b96167c21bc33b279431aa187ca.png is not in the docs folder
 260 | ![Decision tree for taxes](/guide/introduction/images/taxes-vat-46fc3b96167c21bc33b279431aa187ca.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:2182:3: warning[missing-file]: /assets/changelog/v2.3/showcase_personal_access_tokens.png is not in the docs folder
 2182 |   <img className="rounded-image" src="/assets/changelog/v2.3/showcase_personal_access_tokens.png" alt="Personal Access T…
      |   ^

spree__spree: user/orders/creating-orders.mdx:27:1: warning[missing-file]: /docs/images/user/orders/creating-orders/3-add-line-items.png is not in the docs folder
  27 | ![Adding line items to an order in Spree Commerce](/docs/images/user/orders/creating-orders/3-add-line-items.png)
     | ^

novuhq__docs: integrations/providers/sms/clickatell.mdx:45:5: warning[missing-file]: /images/channels-and-providers/sms/clickatell/step_05.png is not in the docs folder
  45 |     <img src="/images/channels-and-providers/sms/clickatell/step_05.png" />{" "}
     |     ^

spree__spree: user/how-to/multiple-languages.mdx:88:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/8-policy-translations-panel.png is not in the docs folder
  88 | ![The translations side panel open for a policy](/docs/images/user/how-to/multiple-languages/8-policy-translations-panel…
     | ^

spree__spree: user/products/editing-products.mdx:18:1: warning[missing-file]: /docs/images/user/products/edit-a-product/1.edit_product.png is not in the docs folder
  18 | ![](/docs/images/user/products/edit-a-product/1.edit_product.png)
     | ^

spree__spree: user/customers/assign-store-credits.mdx:14:1: warning[missing-file]: /docs/images/user/customers/store-credits/1-customers-tab.png is not in the docs folder
  14 | ![How to issue store credits in Spree Commerce](/docs/images/user/customers/store-credits/1-customers-tab.png)
     | ^

spree__spree: user/settings/payments.mdx:57:1: warning[missing-file]: /images/user/settings/payments/6.add_payment_method.png is not in the docs folder
  57 | ![](/images/user/settings/payments/6.add_payment_method.png)
     | ^

triggerdotdev__trigger.dev: billing-limits.mdx:15:3: warning[missing-file]: /images/billing-docs.png is not in the docs folder
  15 |   <img src="/images/billing-docs.png" alt="Billing limit settings" />
     |   ^

upstash__docs: devops/developer-api/introduction.mdx:24:3: warning[missing-file]: /img/developerapi/api-key-list.png is not in the docs folder
  24 |   <img src="/img/developerapi/api-key-list.png" />
     |   ^

upstash__docs: box/guides/openclaw-setup.mdx:49:1: warning[missing-file]: /img/openclaw-setup/control-ui.png is not in the docs folder
  49 | <img src="/img/openclaw-setup/control-ui.png" />
     | ^

spree__spree: user/products/deleting-products.mdx:15:1: warning[missing-file]: /docs/images/user/products/delete-a-product/delete_a_product.png is not in the docs folder
  15 | ![](/docs/images/user/products/delete-a-product/delete_a_product.png)
     | ^

spree__spree: user/products/creating-products.mdx:39:1: warning[missing-file]: /docs/images/user/products/create-a-product/4.media.png is not in the docs folder
  39 | ![](/docs/images/user/products/create-a-product/4.media.png)
     | ^

getlago__lago-doc: integrations/taxes/avalara.mdx:72:3: warning[missing-file]: /integrations/images/avalara-mapping.png is not in the docs folder
  72 |   <img src="/integrations/images/avalara-mapping.png" />
     |   ^

onyx-dot-app__documentation: overview/core_features/actions.mdx:33:1: warning[missing-file]: /assets/overview/core_features/mcp_auth.png is not in the docs folder
  33 | <img className="rounded-image" src="/assets/overview/core_features/mcp_auth.png" alt="MCP Auth"/>
     | ^

spree__spree: user/products/creating-products.mdx:59:1: warning[missing-file]: /docs/images/user/products/create-a-product/8.status.png is not in the docs folder
  59 | ![](/docs/images/user/products/create-a-product/8.status.png)
     | ^

spree__spree: user/manage-products/product-metafields.mdx:151:1: warning[missing-file]: /docs/images/user/products/product-metafields/3-metafields-values.png is not in the docs folder
 151 | ![Adding metafield values to a product in Spree Commerce](/docs/images/user/products/product-metafields/3-metafields-val…
     | ^

spree__spree: user/settings/payments.mdx:18:1: warning[missing-file]: /images/user/settings/payments/2.payments_overview.png is not in the docs folder
  18 | ![](/images/user/settings/payments/2.payments_overview.png)
     | ^

onyx-dot-app__documentation: admins/managing_features/chat.mdx:88:1: warning[missing-file]: /assets/admins/chat_preferences/chat_preferences_connectors_actions_tools.png is not in the docs folder
  88 | <img className="rounded-image" src="/assets/admins/chat_preferences/chat_preferences_connectors_actions_tools.png" alt="…
     | ^

getlago__lago-doc: changelog/product.mdx:377:5: warning[missing-file]: /changelog/images/20260529-free-target-topup.webp is not in the docs folder
 377 |     <img src="/changelog/images/20260529-free-target-topup.webp" alt="Lago recurring target top-up configured to refill …
     |     ^

spree__spree: user/settings/returns-configuration.mdx:18:1: warning[missing-file]: /images/user/settings/returns-configuration/2.return_authorizations.png is not in the docs folder
  18 | ![](/images/user/settings/returns-configuration/2.return_authorizations.png)
     | ^

spree__spree: user/customers/customer-profile.mdx:12:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/1-customers-tab.png is not in the docs folder
  12 | ![Understanding the customer profile page in Spree commerce](/docs/images/user/customers/customer-profiles/1-customers-t…
     | ^

Comfy-Org__docs: zh/tutorials/partner-nodes/openai/dall-e-3.mdx:14:1: warning[missing-file]: /images/comfy_core/api_nodes/openai-dall-e-3.jpg is not in the docs folder
  14 | ![OpenAI DALL·E 2 节点截图](/images/comfy_core/api_nodes/openai-dall-e-3.jpg)
     | ^

getlago__lago-doc: integrations/alerting/zapier.mdx:49:3: warning[missing-file]: /integrations/alerting/images/script-invoice-alerting-ad7c8393f51e76b0601c2e153b1ee1dc.png is not in the docs folder
  49 |   <img src="/integrations/alerting/images/script-invoice-alerting-ad7c8393f51e76b0601c2e153b1ee1dc.png" />
     |   ^

onyx-dot-app__documentation: admins/user_management/api_keys.mdx:69:5: warning[missing-file]: /assets/admins/user_management/create_api_key.png is not in the docs folder
  69 |     <img className="rounded-image" src="/assets/admins/user_management/create_api_key.png" alt="Create API Key interface…
     |     ^

triggerdotdev__trigger.dev: config/extensions/puppeteer.mdx:7:1: warning[unknown-component]: <ScrapingWarning> is not a component Folio knows
   7 | <ScrapingWarning />
     | ^
     = hint: import it from a snippet, or check the spelling

getlago__lago-doc: integrations/payments/stripe/payments.mdx:75:3: warning[missing-file]: /guide/payments/images/stripe-customer-migration.png is not in the docs folder
  75 |   <img src="/guide/payments/images/stripe-customer-migration.png" />
     |   ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:379:7: warning[missing-file]: /integrations/images/sync-subscriptions-salesforce-lago-flow.gif is not in the docs folder
 379 |       <img src="/integrations/images/sync-subscriptions-salesforce-lago-flow.gif" />
     |       ^

spree__spree: user/orders/searching-orders.mdx:18:1: warning[missing-file]: /docs/images/user/orders/searching-orders/2-search-bar.png is not in the docs folder
  18 | ![The order search bar in the Spree Commerce dashboard](/docs/images/user/orders/searching-orders/2-search-bar.png)
     | ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:236:5: warning[missing-file]: /images/priv-connections-copy-endpoint-name.png is not in the docs folder
 236 |     ![Copy the endpoint service name](/images/priv-connections-copy-endpoint-name.png)
     |     ^

spree__spree: user/orders/searching-orders.mdx:47:1: warning[missing-file]: /docs/images/user/orders/searching-orders/4-sorting.png is not in the docs folder
  47 | ![Apply sorting to orders in the Spree Commerce dashboard](/docs/images/user/orders/searching-orders/4-sorting.png)
     | ^

spree__spree: user/vendors/vendor-management.mdx:65:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/4-onboarding-progress.png is not in the docs folder
  65 | ![The Onboarding Progress section showing a checklist of completed and outstanding tasks](/docs/images/user/vendors/vend…
     | ^

onyx-dot-app__documentation: changelog.mdx:2120:3: warning[missing-file]: /assets/changelog/v2.4/showcase_llm_rbac.png is not in the docs folder
 2120 |   <img className="rounded-image" src="/assets/changelog/v2.4/showcase_llm_rbac.png" alt="LLM access controls"/>
      |   ^

getlago__lago-doc: integrations/payments/stripe/payments.mdx:142:3: warning[unknown-icon]: there is no icon "envelope-open-dollar"
 142 |   <Accordion title="Bank Transfers (Customer Balance)" icon="envelope-open-dollar">
     |   ^
     = hint: see the icon names of the fontawesome library

upstash__docs: redis/tutorials/edge_leaderboard.mdx:136:32: warning[mdx-undefined]: time_total is not defined, so the expression shows nothing
 136 | Call the “curl -w '\n Total: %{time_total}s\n'
     |                                ^
     = hint: define it with export const, import it, or write \{ for a literal brace

getlago__lago-doc: integrations/usage/segment.mdx:41:3: warning[missing-file]: /integrations/usage/images/destination-function-segment-6131770a6f0e5b7c8e7bf694ca6339b3.png is not in the docs folder
  41 |   <img src="/integrations/usage/images/destination-function-segment-6131770a6f0e5b7c8e7bf694ca6339b3.png" />
     |   ^

spree__spree: user/settings/tax.mdx:85:1: warning[missing-file]: /docs/images/user/settings/tax/6-tax-categories-overview.png is not in the docs folder
  85 | ![The Tax Categories overview page listing all configured tax categories](/docs/images/user/settings/tax/6-tax-categorie…
     | ^

onyx-dot-app__documentation: admins/connectors/official/gmail/oauth.mdx:73:5: warning[missing-file]: /assets/admins/connectors/gmail/GmailCredentials.png is not in the docs folder
  73 |     <img className="rounded-image" src="/assets/admins/connectors/gmail/GmailCredentials.png" alt="Authorized origins an…
     |     ^

getlago__lago-doc: integrations/accounting/xero.mdx:92:3: warning[missing-file]: /integrations/images/xero-mapping-custom-objects.png is not in the docs folder
  92 |   <img src="/integrations/images/xero-mapping-custom-objects.png" />
     |   ^

getlago__lago-doc: integrations/crm/hubspot.mdx:49:3: warning[missing-file]: /integrations/images/hubspot-integration-oauth-flow.png is not in the docs folder
  49 |   <img src="/integrations/images/hubspot-integration-oauth-flow.png" />
     |   ^

modelcontextprotocol__modelcontextprotocol: extensions/apps/build.mdx:527:3: warning[missing-file]: /images/quickstart-apps/qr-code-server.gif is not in the docs folder
 527 |   <img
     |   ^

spree__spree: user/vendors/vendor-management.mdx:18:1: warning[missing-file]: /docs/images/user/vendors/vendor-management/1-vendor-list.png is not in the docs folder
  18 | ![The Vendors tab showing the full list of vendors with status, integration, and revenue columns](/docs/images/user/vend…
     | ^

spree__spree: user/settings/emails.mdx:10:1: warning[missing-file]: /images/user/settings/emails/1.Emails.png is not in the docs folder
  10 | ![](/images/user/settings/emails/1.Emails.png)
     | ^

Comfy-Org__docs: zh/account/login.mdx:65:5: warning[missing-file]: /images/zh/interface/setting/user/user-login-api-2.jpg is not in the docs folder
  65 |     ![输入 API Key](/images/zh/interface/setting/user/user-login-api-2.jpg)
     |     ^

spree__spree: user/how-to/multi-region-pricing.mdx:29:1: warning[missing-file]: /docs/images/user/how-to/multi-region-pricing/2-new-market-form.png is not in the docs folder
  29 | ![The New Market creation form in Spree Commerce](/docs/images/user/how-to/multi-region-pricing/2-new-market-form.png)
     | ^

getlago__lago-doc: integrations/payments/cashfree-integration.mdx:29:3: warning[missing-file]: /integrations/images/cashfree-payment-connection-flow.png is not in the docs folder
  29 |   <img src="/integrations/images/cashfree-payment-connection-flow.png" />
     |   ^

onyx-dot-app__documentation: admins/permissions/understanding_permissions.mdx:140:1: warning[missing-file]: /assets/admins/user_management/group_permission_toggle.png is not in the docs folder
 140 | <img className="rounded-image" src="/assets/admins/user_management/group_permission_toggle.png" alt="Group Permissions p…
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:154:1: warning[missing-file]: /docs/images/user/products/taxonomies/17.move-taxons.png is not in the docs folder
 154 | ![](/docs/images/user/products/taxonomies/17.move-taxons.png)
     | ^

novuhq__docs: getting-started/how-novu-works.mdx:528:1: warning[missing-file]: /getting-started/media-assets/preferences.png is not in the docs folder
 528 | ![preferences](/getting-started/media-assets/preferences.png)
     | ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:63:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/image-58.png is not in the docs folder
  63 |     <img src="/images/channels-and-providers/sms/africas-talking/image-58.png" />{" "}
     |     ^

getlago__lago-doc: changelog/product-2023.mdx:44:5: warning[missing-file]: /changelog/images/20231201-unit-prices.webp is not in the docs folder
  44 |     <img src="/changelog/images/20231201-unit-prices.webp" alt="Lago PDF invoice showing unit prices per pricing model."…
     |     ^

spree__spree: user/manage-products/product-taxonomies.mdx:175:1: warning[missing-file]: /docs/images/user/products/taxonomies/19.renamed-taxonomy.png is not in the docs folder
 175 | ![](/docs/images/user/products/taxonomies/19.renamed-taxonomy.png)
     | ^

getlago__lago-doc: changelog/product.mdx:213:5: warning[missing-file]: /changelog/images/20260706-multi-entity-currency.webp is not in the docs folder
 213 |     <img src="/changelog/images/20260706-multi-entity-currency.webp" alt="Lago customer record billed across several cur…
     |     ^

spree__spree: user/manage-products/bulk-product-operations.mdx:28:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/2.bulk_actions_menu.png is not in the docs folder
  28 | ![](/docs/images/user/products/bulk-product-operations/2.bulk_actions_menu.png)
     | ^

spree__spree: user/returns/returns-processing.mdx:63:1: warning[missing-file]: /docs/images/user/returns/returns-processing/6.new_customer_return.png is not in the docs folder
  63 | ![](/docs/images/user/returns/returns-processing/6.new_customer_return.png)
     | ^

upstash__docs: workflow/examples/waitForEvent.mdx:127:3: warning[missing-file]: /img/qstash-workflow/events/resume.png is not in the docs folder
 127 |   <img src="/img/qstash-workflow/events/resume.png" />
     |   ^

upstash__docs: qstash/quickstarts/vercel-nextjs.mdx:361:3: warning[missing-file]: /img/qstash/nextjs-quickstart-result-gif.gif is not in the docs folder
 361 |   <img src="/img/qstash/nextjs-quickstart-result-gif.gif" alt="Quickstart Result Gif" />
     |   ^

onyx-dot-app__documentation: changelog.mdx:1385:3: warning[missing-file]: /assets/changelog/v2.12/showcase_agent_message_timeline.png is not in the docs folder
 1385 |   <img className="rounded-image" src="/assets/changelog/v2.12/showcase_agent_message_timeline.png" alt="Agent Message Ti…
      |   ^

getlago__lago-doc: guide/customers/customer-management.mdx:122:7: warning[missing-file]: /guide/images/customer-current-usage.png is not in the docs folder
 122 |       <img src="/guide/images/customer-current-usage.png" />
     |       ^

getlago__lago-doc: changelog/product-2023.mdx:203:5: warning[missing-file]: /changelog/images/20231001-display-names-on-invoices.webp is not in the docs folder
 203 |     <img src="/changelog/images/20231001-display-names-on-invoices.webp" alt="Lago invoice showing custom display names …
     |     ^

novuhq__docs: getting-started/how-novu-works.mdx:11:1: warning[missing-file]: /getting-started/media-assets/how-novu-works.png is not in the docs folder
  11 | ![how-novu-works](/getting-started/media-assets/how-novu-works.png)
     | ^

novuhq__docs: integrations/providers/sms/sendchamp.mdx:44:5: warning[missing-file]: /images/channels-and-providers/sms/sendchamp/image-70.png is not in the docs folder
  44 |     <img src="/images/channels-and-providers/sms/sendchamp/image-70.png" />{" "}
     |     ^

onyx-dot-app__documentation: admins/connectors/official/s3/access-keys.mdx:45:5: warning[missing-file]: /assets/admins/connectors/blob/s3/accesskeyspage.png is not in the docs folder
  45 |     <img className="rounded-image" src="/assets/admins/connectors/blob/s3/accesskeyspage.png" alt="AWS security credenti…
     |     ^

onyx-dot-app__documentation: security/architecture/data_flows.mdx:12:1: warning[missing-file]: /assets/security/OnyxIndexingFlow.png is not in the docs folder
  12 | <img className="rounded-image" src="/assets/security/OnyxIndexingFlow.png" alt="Onyx Indexing Flow"/>
     | ^

spree__spree: user/how-to/regional-wholesale.mdx:61:1: warning[missing-file]: /docs/images/user/how-to/regional-wholesale/3-customer-group-created.png is not in the docs folder
  61 | ![A Wholesale Buyer customer group in Spree Commerce](/docs/images/user/how-to/regional-wholesale/3-customer-group-creat…
     | ^

getlago__lago-doc: guide/invoicing/credit-notes/overview.mdx:109:1: warning[missing-file]: /guide/images/credit-note-39fd904adb8cc192e4e78320171c388f.png is not in the docs folder
 109 | <img src="/guide/images/credit-note-39fd904adb8cc192e4e78320171c388f.png" />
     | ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:130:5: warning[missing-file]: /assets/admins/discord_bot/installation_config.png is not in the docs folder
 130 |     <img className="rounded-image" src="/assets/admins/discord_bot/installation_config.png" alt="Discord installation co…
     |     ^

spree__spree: user/manage-products/product-taxonomies.mdx:116:1: warning[missing-file]: /docs/images/user/products/taxonomies/11.select-products.png is not in the docs folder
 116 | ![](/docs/images/user/products/taxonomies/11.select-products.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:120:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/11-connect-stripe.png is not in the docs folder
 120 | ![The Connect Stripe Account task expanded in the onboarding checklist](/docs/images/user/vendors/vendor-onboarding-wooc…
     | ^

upstash__docs: redis/quickstarts/google-cloud-functions.mdx:40:3: warning[missing-file]: /img/redis-gcloud/env-variables.png is not in the docs folder
  40 |   <img src="/img/redis-gcloud/env-variables.png" />
     |   ^

upstash__docs: redis/quickstarts/google-cloud-functions.mdx:47:3: warning[missing-file]: /img/redis-gcloud/entry-point.png is not in the docs folder
  47 |   <img src="/img/redis-gcloud/entry-point.png" />
     |   ^

upstash__docs: redis/features/credential-protection.mdx:27:3: warning[missing-file]: /img/credential-protection/activate-protect-credentials.png is not in the docs folder
  27 |   <img src="/img/credential-protection/activate-protect-credentials.png" />
     |   ^

upstash__docs: redis/features/auto-upgrade.mdx:23:5: warning[missing-file]: /img/auto-upgrade/create-database.png is not in the docs folder
  23 |     <img src="/img/auto-upgrade/create-database.png" width="%50" />
     |     ^

getlago__lago-doc: guide/security/rbac.mdx:60:1: warning[missing-file]: /guide/security/images/custom-role-definition.png is not in the docs folder
  60 | <img src="/guide/security/images/custom-role-definition.png" />
     | ^

getlago__lago-doc: integrations/data/airbyte.mdx:42:3: warning[missing-file]: /integrations/data/images/destination-airbyte-52676d7f8ffd515d98027fbe02eb2b05.png is not in the docs folder
  42 |   <img src="/integrations/data/images/destination-airbyte-52676d7f8ffd515d98027fbe02eb2b05.png" />
     |   ^

triggerdotdev__trigger.dev: idempotency.mdx:480:1: warning[missing-file]: /images/idempotency-key-dashboard.png is not in the docs folder
 480 | ![Idempotency section in the run details pane showing the key, scope, and expiration time](/images/idempotency-key-dashb…
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:130:1: warning[missing-file]: /docs/images/user/products/taxonomies/13.sort-order.png is not in the docs folder
 130 | ![](/docs/images/user/products/taxonomies/13.sort-order.png)
     | ^

spree__spree: user/manage-products/search-products.mdx:39:1: warning[missing-file]: /docs/images/user/products/searching-products/4.filters.png is not in the docs folder
  39 | ![](/docs/images/user/products/searching-products/4.filters.png)
     | ^

upstash__docs: redis/integrations/n8n.mdx:25:4: warning[missing-file]: /img/n8n/webhook.png is not in the docs folder
  25 |    <img src="/img/n8n/webhook.png" />
     |    ^

getlago__lago-doc: guide/subscriptions/assign-plan.mdx:115:7: warning[missing-file]: /guide/subscriptions/images/subscription-past-arrears-b4f22483b4ae3a358c0b27305e49a766.png is not in the docs folder
 115 |       <img src="/guide/subscriptions/images/subscription-past-arrears-b4f22483b4ae3a358c0b27305e49a766.png" />
     |       ^

onyx-dot-app__documentation: admins/ai_models/custom_inference_provider.mdx:39:5: warning[missing-file]: /assets/admins/ai_models/litellm_provider_name.png is not in the docs folder
  39 |     <img className="rounded-image" src="/assets/admins/ai_models/litellm_provider_name.png" alt="Custom inference provid…
     |     ^

upstash__docs: common/account/paymenthistory.mdx:10:3: warning[missing-file]: /img/paymenthistory/paymenthistory.png is not in the docs folder
  10 |   <img src="/img/paymenthistory/paymenthistory.png" />
     |   ^

upstash__docs: qstash/integrations/n8n.mdx:36:4: warning[missing-file]: /img/n8n/qstash-logs.png is not in the docs folder
  36 |    <img src="/img/n8n/qstash-logs.png" />
     |    ^

upstash__docs: workflow/agents/patterns/evaluator-optimizer.mdx:66:1: warning[missing-file]: /img/workflow/agents/logs/logs-evaluator.png is not in the docs folder
  66 | <img src="/img/workflow/agents/logs/logs-evaluator.png" />
     | ^

spree__spree: user/customers/customer-profile.mdx:84:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/8-last-order-placed.png is not in the docs folder
  84 | ![The last order placed by a customer in Spree Commerce](/docs/images/user/customers/customer-profiles/8-last-order-plac…
     | ^

getlago__lago-doc: guide/billable-metrics/aggregation-types/max.mdx:8:3: warning[missing-file]: /guide/images/max.png is not in the docs folder
   8 |   <img src="/guide/images/max.png" />
     |   ^

getlago__lago-doc: integrations/accounting/xero.mdx:154:3: warning[missing-file]: /integrations/images/xero-sync-invoices.png is not in the docs folder
 154 |   <img src="/integrations/images/xero-sync-invoices.png" />
     |   ^

spree__spree: user/settings/sales-channels.mdx:76:1: warning[missing-file]: /docs/images/user/settings/sales-channels/3-product-publishing-card.png is not in the docs folder
  76 | ![The Publishing card on the product editor showing assigned sales channels](/docs/images/user/settings/sales-channels/3…
     | ^

spree__spree: integrations/tax/avalara.mdx:37:1: warning[missing-file]: /docs/images/integrations/avalara/2-connection-form.png is not in the docs folder
  37 | ![The Avalara connection form in Spree](/docs/images/integrations/avalara/2-connection-form.png)
     | ^

onyx-dot-app__documentation: security/architecture/craft.mdx:11:1: warning[missing-file]: /assets/security/OnyxCraftArchitecture.png is not in the docs folder
  11 | <img className="rounded-image" src="/assets/security/OnyxCraftArchitecture.png" alt="Craft runtime architecture showing …
     | ^

getlago__lago-doc: guide/entitlements.mdx:66:7: warning[missing-file]: /guide/images/add-feature-privileges.png is not in the docs folder
  66 |       <img src="/guide/images/add-feature-privileges.png" />
     |       ^

upstash__docs: workflow/agents/patterns/parallelization.mdx:71:1: warning[missing-file]: /img/workflow/agents/logs/logs-parallel.png is not in the docs folder
  71 | <img src="/img/workflow/agents/logs/logs-parallel.png" />
     | ^

novuhq__docs: account/billing.mdx:21:3: warning[missing-file]: /images/account/billing/manage-invoices.gif is not in the docs folder
  21 |   <img src="/images/account/billing/manage-invoices.gif" />
     |   ^

spree__spree: user/manage-products/product-taxonomies.mdx:112:1: warning[missing-file]: /docs/images/user/products/taxonomies/10.add-products.png is not in the docs folder
 112 | ![](/docs/images/user/products/taxonomies/10.add-products.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:46:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/3-invitation-sent.png is not in the docs folder
  46 | ![The Vendors list showing the newly invited vendor with a pending invitation status](/docs/images/user/vendors/vendor-o…
     | ^

spree__spree: user/vendors/multi-vendor-checkout.mdx:18:1: warning[missing-file]: /docs/images/user/vendors/multi-vendor-checkout/1-multi-vendor-cart.png is not in the docs folder
  18 | ![A cart containing items sold by multiple vendors](/docs/images/user/vendors/multi-vendor-checkout/1-multi-vendor-cart.…
     | ^

novuhq__docs: concepts/trigger.mdx:51:3: warning[missing-file]: /images/activity-feed/job-statuses.png is not in the docs folder
  51 |   <img src="/images/activity-feed/job-statuses.png" />{" "}
     |   ^

novuhq__docs: workflow/digest.mdx:14:1: warning[missing-file]: /workflow/media-assets/digest-engine.png is not in the docs folder
  14 | ![Digest Engine](/workflow/media-assets/digest-engine.png)
     | ^

onyx-dot-app__documentation: overview/core_features/craft.mdx:69:1: warning[missing-file]: /assets/overview/core_features/craft_agent_loop.png is not in the docs folder
  69 | <img className="rounded-image" src="/assets/overview/core_features/craft_agent_loop.png" alt="A Craft session building a…
     | ^

spree__spree: user/orders/order-adjustments.mdx:43:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/5-refund-form.png is not in the docs folder
  43 | ![The Spree Commerce refund form](/docs/images/user/orders/order-adjustments/5-refund-form.png)
     | ^

novuhq__docs: getting-started/quickstart.mdx:152:5: warning[missing-file]: /getting-started/media-assets/test-workflow.png is not in the docs folder
 152 |     <img src="/getting-started/media-assets/test-workflow.png" alt="Test workflow" />
     |     ^

onyx-dot-app__documentation: admins/connectors/official/google_sites.mdx:42:1: warning[missing-file]: /assets/admins/connectors/google_sites/GoogleSites.png is not in the docs folder
  42 | <img className="rounded-image" src="/assets/admins/connectors/google_sites/GoogleSites.png" alt="Onyx Google Sites conne…
     | ^

upstash__docs: common/concepts/global-replication.mdx:34:3: warning[missing-file]: /img/global-replication/reads.png is not in the docs folder
  34 |   <img src="/img/global-replication/reads.png" />
     |   ^

triggerdotdev__trigger.dev: replaying.mdx:18:9: warning[missing-file]: /images/replay-run-modal.png is not in the docs folder
  18 |         ![Select a task, then in the bottom right
     |         ^

triggerdotdev__trigger.dev: machines.mdx:904:1: warning[missing-file]: /images/machines-resource-monitor-ffmpeg.png is not in the docs folder
 904 | ![Resource monitor logs](/images/machines-resource-monitor-ffmpeg.png)
     | ^

spree__spree: user/how-to/multi-currency-pricing.mdx:71:1: warning[missing-file]: /docs/images/user/how-to/multi-currency-pricing/7-storefront-switcher.png is not in the docs folder
  71 | ![The market switcher in the Spree Next.js storefront navigation bar showing Germany / EUR selected](/docs/images/user/h…
     | ^

upstash__docs: common/account/teams.mdx:53:3: warning[missing-file]: /img/teams/team-member-create.png is not in the docs folder
  53 |   <img src="/img/teams/team-member-create.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/oci_storage.mdx:25:5: warning[missing-file]: /assets/admins/connectors/blob/oci/topbar.png is not in the docs folder
  25 |     <img className="rounded-image" src="/assets/admins/connectors/blob/oci/topbar.png" alt="OCI user settings"/>
     |     ^

getlago__lago-doc: changelog/product.mdx:258:5: warning[missing-file]: /changelog/images/20260629-activation-rule-payments.webp is not in the docs folder
 258 |     <img src="/changelog/images/20260629-activation-rule-payments.webp" alt="Lago activation rule holding a subscription…
     |     ^

spree__spree: user/how-to/wholesale-pricing.mdx:49:1: warning[missing-file]: /docs/images/user/how-to/wholesale-pricing/4-new-price-list-form.png is not in the docs folder
  49 | ![The New Price List form in Spree Commerce](/docs/images/user/how-to/wholesale-pricing/4-new-price-list-form.png)
     | ^

upstash__docs: redis/tutorials/python_realtime_chat.mdx:277:5: warning[missing-file]: /img/redis-realtime-chat/chat.png is not in the docs folder
 277 |     <img src="/img/redis-realtime-chat/chat.png" />
     |     ^

spree__spree: user/user-quickstart-guide.mdx:74:1: warning[missing-file]: /docs/images/user/quickstart/5-customer-support-email.png is not in the docs folder
  74 | ![Add a customer support email onboarding step](/docs/images/user/quickstart/5-customer-support-email.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:115:9: warning[missing-file]: /integrations/data/images/find-domain-url-salesforce.png is not in the docs folder
 115 |         <img src="/integrations/data/images/find-domain-url-salesforce.png" />
     |         ^

triggerdotdev__trigger.dev: machines.mdx:891:1: warning[missing-file]: /images/machines-resource-monitor-logs.png is not in the docs folder
 891 | ![Resource monitor logs](/images/machines-resource-monitor-logs.png)
     | ^

spree__spree: user/settings/emails.mdx:22:1: warning[missing-file]: /images/user/settings/emails/3.Addresses.png is not in the docs folder
  22 | ![](/images/user/settings/emails/3.Addresses.png)
     | ^

triggerdotdev__trigger.dev: tags.mdx:107:1: warning[missing-file]: /images/tags-filtering.png is not in the docs folder
 107 | ![Filter by tags](/images/tags-filtering.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:2477:3: warning[missing-file]: /assets/changelog/v2.0/showcase_filters_1.png is not in the docs folder
 2477 |   <img className="rounded-image" src="/assets/changelog/v2.0/showcase_filters_1.png" alt="Actions in the Chat Input Bar"…
      |   ^

getlago__lago-doc: guide/events/retrieve-usage.mdx:101:9: warning[missing-file]: /guide/events/images/projected-usage.png is not in the docs folder
 101 |         <img src="/guide/events/images/projected-usage.png" />
     |         ^

onyx-dot-app__documentation: admins/connectors/overview.mdx:204:3: warning[unknown-icon]: there is no icon "linear"
 204 |   <Card title="Linear" icon="linear" href="/admins/connectors/official/linear" horizontal/>
     |   ^
     = hint: see the icon names of the fontawesome library

spree__spree: user/customers/searching-customers.mdx:20:1: warning[missing-file]: /docs/images/user/customers/searching-customers/2-search-bar.png is not in the docs folder
  20 | ![Using the search bar to find customers in Spree Commerce](/docs/images/user/customers/searching-customers/2-search-bar…
     | ^

spree__spree: integrations/tax/avalara.mdx:33:1: warning[missing-file]: /docs/images/integrations/avalara/1-integrations-tab.png is not in the docs folder
  33 | ![The Integrations tab in the Spree admin showing the Avalara tile](/docs/images/integrations/avalara/1-integrations-tab…
     | ^

spree__spree: user/how-to/schedule-sale-pricing.mdx:34:1: warning[missing-file]: /docs/images/user/how-to/schedule-sale-pricing/1-new-price-list-form.png is not in the docs folder
  34 | ![The New Price List form in Spree Commerce](/docs/images/user/how-to/schedule-sale-pricing/1-new-price-list-form.png)
     | ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:484:7: warning[missing-file]: /integrations/data/images/salesforce-lago-invoice-iframe.gif is not in the docs folder
 484 |       <img src="/integrations/data/images/salesforce-lago-invoice-iframe.gif" />
     |       ^

spree__spree: user/how-to/volume-pricing.mdx:38:1: warning[missing-file]: /docs/images/user/how-to/volume-pricing/2-volume-rule.png is not in the docs folder
  38 | ![The price list editor showing a Volume rule with min and max quantity fields](/docs/images/user/how-to/volume-pricing/…
     | ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:220:5: warning[missing-file]: /images/priv-connections-allow-principal.png is not in the docs folder
 220 |     ![Allow principal dialog](/images/priv-connections-allow-principal.png)
     |     ^

spree__spree: user/how-to/multiple-languages.mdx:70:1: warning[missing-file]: /docs/images/user/how-to/multiple-languages/5-category-configurator.png is not in the docs folder
  70 | ![A category open in the category configurator](/docs/images/user/how-to/multiple-languages/5-category-configurator.png)
     | ^

onyx-dot-app__documentation: deployment/authentication/oauth.mdx:43:5: warning[missing-file]: /assets/deployment/gcc_oauth_consent.png is not in the docs folder
  43 |     <img className="rounded-image" src="/assets/deployment/gcc_oauth_consent.png" alt="Google Cloud Console OAuth Consen…
     |     ^

getlago__lago-doc: integrations/taxes/lago-eu-taxes.mdx:28:5: warning[missing-file]: /integrations/images/automated-tax-rates.png is not in the docs folder
  28 |     <img src="/integrations/images/automated-tax-rates.png" />
     |     ^

spree__spree: user/manage-products/price-lists.mdx:57:1: warning[missing-file]: /docs/images/user/products/price-lists/5-add-products.png is not in the docs folder
  57 | ![Adding product to a price list in Spree Commerce](/docs/images/user/products/price-lists/5-add-products.png)
     | ^

onyx-dot-app__documentation: overview/onyx_anywhere/cli.mdx:61:1: warning[missing-file]: /assets/overview/cli/create_access_token.png is not in the docs folder
  61 | <img src="/assets/overview/cli/create_access_token.png" alt="Create Access Token modal with token name and expiration op…
     | ^

onyx-dot-app__documentation: changelog.mdx:2261:3: warning[missing-file]: /assets/changelog/v2.2/showcase_onboarding.png is not in the docs folder
 2261 |   <img className="rounded-image" src="/assets/changelog/v2.2/showcase_onboarding.png" alt="Onboarding flow"/>
      |   ^

getlago__lago-doc: guide/invoicing/export.mdx:49:3: warning[missing-file]: /guide/invoicing/images/fees-export.png is not in the docs folder
  49 |   <img src="/guide/invoicing/images/fees-export.png" />
     |   ^

novuhq__docs: recipes/workflows/shipping-confirmation.mdx:14:1: warning[missing-file]: /images/how-to/shipping-order-confirmation.png is not in the docs folder
  14 | <img
     | ^

onyx-dot-app__documentation: deployment/authentication/oauth.mdx:64:5: warning[missing-file]: /assets/deployment/gcc_oauth_client.png is not in the docs folder
  64 |     <img className="rounded-image" src="/assets/deployment/gcc_oauth_client.png" alt="Google Cloud Console OAuth Client …
     |     ^

onyx-dot-app__documentation: admins/connectors/official/gitbook.mdx:48:5: warning[missing-file]: /assets/admins/connectors/gitbook/gitbook_3.png is not in the docs folder
  48 |     <img className="rounded-image" src="/assets/admins/connectors/gitbook/gitbook_3.png" alt="GitBook Space Configuratio…
     |     ^

triggerdotdev__trigger.dev: bulk-actions.mdx:48:5: warning[missing-file]: /images/bulk-action-page.png is not in the docs folder
  48 |     ![View bulk action progress](/images/bulk-action-page.png)
     |     ^

onyx-dot-app__documentation: admins/connectors/official/google_storage.mdx:68:5: warning[missing-file]: /assets/admins/connectors/blob/google/onyx_2.png is not in the docs folder
  68 |     <img className="rounded-image" src="/assets/admins/connectors/blob/google/onyx_2.png" alt="Onyx Connector creation"/…
     |     ^

getlago__lago-doc: guide/invoicing/invoicing-settings/taxes.mdx:185:7: warning[missing-file]: /guide/invoicing/images/tax-on-charges.png is not in the docs folder
 185 |       <img src="/guide/invoicing/images/tax-on-charges.png" />
     |       ^

getlago__lago-doc: changelog/product.mdx:641:5: warning[missing-file]: /changelog/images/20260121-credit-note-offset.webp is not in the docs folder
 641 |     <img src="/changelog/images/20260121-credit-note-offset.webp" alt="Lago credit note applied to offset the remaining …
     |     ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_indexed.mdx:92:5: warning[missing-file]: /assets/admins/connectors/slack/SlackConnectorSetting.png is not in the docs folder
  92 |     <img className="rounded-image" src="/assets/admins/connectors/slack/SlackConnectorSetting.png" alt="Onyx Slack conne…
     |     ^

upstash__docs: workflow/howto/redact-fields.mdx:66:3: warning[missing-file]: /img/qstash/redact-workflow.png is not in the docs folder
  66 |   <img src="/img/qstash/redact-workflow.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/discourse.mdx:58:5: warning[missing-file]: /assets/admins/connectors/discourse/discourse_4.gif is not in the docs folder
  58 |     <img className="rounded-image" src="/assets/admins/connectors/discourse/discourse_4.gif" alt="Fill out Onyx connecto…
     |     ^

upstash__docs: box/guides/hermes-setup.mdx:53:1: warning[missing-file]: /img/hermes-setup/init-script.png is not in the docs folder
  53 | <img src="/img/hermes-setup/init-script.png" />
     | ^

onyx-dot-app__documentation: admins/user_management/users_and_groups.mdx:82:1: warning[missing-file]: /assets/admins/user_management/manage_groups.png is not in the docs folder
  82 | <img className="rounded-image" src="/assets/admins/user_management/manage_groups.png" alt="Groups page showing the defau…
     | ^

spree__spree: user/how-to/schedule-sale-pricing.mdx:59:1: warning[missing-file]: /docs/images/user/how-to/schedule-sale-pricing/3-edit-prices-usd.png is not in the docs folder
  59 | ![The price editor showing discounted USD sale prices for the Black Friday price list](/docs/images/user/how-to/schedule…
     | ^

getlago__lago-doc: guide/wallet-and-prepaid-credits/overview.mdx:167:7: warning[missing-file]: /guide/images/min-max-wallet-limits.png is not in the docs folder
 167 |       <img src="/guide/images/min-max-wallet-limits.png" />
     |       ^

onyx-dot-app__documentation: admins/connectors/official/google_storage.mdx:61:5: warning[missing-file]: /assets/admins/connectors/blob/google/onyx_1.png is not in the docs folder
  61 |     <img className="rounded-image" src="/assets/admins/connectors/blob/google/onyx_1.png" alt="Onyx Google Cloud Storage…
     |     ^

onyx-dot-app__documentation: admins/getting_started/slack_bot_setup.mdx:128:5: warning[missing-file]: /assets/admins/slackbot/slackbot_onyx_setup.png is not in the docs folder
 128 |     <img className="rounded-image" src="/assets/admins/slackbot/slackbot_onyx_setup.png" alt="Onyx Slack Bot Onyx Setup"…
     |     ^

spree__spree: user/settings/shipping-methods.mdx:46:1: warning[missing-file]: /docs/images/user/settings/shipping/5-shipping-method-zones.png is not in the docs folder
  46 | ![Set shipping zones in Spree Commerce](/docs/images/user/settings/shipping/5-shipping-method-zones.png)
     | ^

upstash__docs: redis/howto/importexport.mdx:50:3: warning[missing-file]: /img/backuprestore/import-from-rdb.png is not in the docs folder
  50 |   <img src="/img/backuprestore/import-from-rdb.png" width="700" />
     |   ^

spree__spree: user/settings/markets.mdx:22:1: warning[missing-file]: /docs/images/user/settings/markets/1-markets-overview.png is not in the docs folder
  22 | ![The Markets overview page showing all configured markets](/docs/images/user/settings/markets/1-markets-overview.png)
     | ^

spree__spree: user/manage-products/search-products.mdx:28:1: warning[missing-file]: /docs/images/user/products/searching-products/3.status_and_stock.png is not in the docs folder
  28 | ![](/docs/images/user/products/searching-products/3.status_and_stock.png)
     | ^

spree__spree: user/manage-products/product-taxonomies.mdx:32:1: warning[missing-file]: /docs/images/user/products/taxonomies/20.taxonomy-created.png is not in the docs folder
  32 | ![](/docs/images/user/products/taxonomies/20.taxonomy-created.png)
     | ^

spree__spree: user/orders/searching-orders.mdx:69:1: warning[missing-file]: /docs/images/user/orders/searching-orders/6-filters.png is not in the docs folder
  69 | ![Applying advanced filters to the order table in Spree Commerce](/docs/images/user/orders/searching-orders/6-filters.pn…
     | ^

AgentOps-AI__agentops: v1/examples/examples.mdx:173:3: warning[unknown-icon]: there is no icon "person-carry-box"
 173 |   <Card title="Simple Agent" icon="person-carry-box" iconType="solid" href="https://www.loom.com/share/0e0d2986f3d644a58…
     |   ^
     = hint: see the icon names of the fontawesome library

novuhq__docs: recipes/workflows/otp.mdx:15:1: warning[missing-file]: /images/how-to/otp-email.png is not in the docs folder
  15 | <img
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:110:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/10-billing-address.png is not in the docs folder
 110 | ![The Add Billing Address task expanded with the billing form fields](/docs/images/user/vendors/vendor-onboarding-woocom…
     | ^

onyx-dot-app__documentation: admins/actions/code_interpreter.mdx:29:1: warning[missing-file]: /assets/admins/actions/code_interpreter.png is not in the docs folder
  29 | <img className="rounded-image" src="/assets/admins/actions/code_interpreter.png" alt="Code Execution"/>
     | ^

spree__spree: user/manage-products/stock-transfers.mdx:27:1: warning[missing-file]: /docs/images/user/products/stock-transfers/3.transfer_details.png is not in the docs folder
  27 | ![](/docs/images/user/products/stock-transfers/3.transfer_details.png)
     | ^

spree__spree: user/manage-products/price-lists.mdx:71:1: warning[missing-file]: /docs/images/user/products/price-lists/7-edit-prices.png is not in the docs folder
  71 | ![How to edit prices on price list in Spree Commerce](/docs/images/user/products/price-lists/7-edit-prices.png)
     | ^

spree__spree: integrations/analytics/google-tag-manager.mdx:53:1: warning[missing-file]: /images/integrations/google-tag-manager/2.gtm_form.png is not in the docs folder
  53 | ![](/images/integrations/google-tag-manager/2.gtm_form.png)
     | ^

onyx-dot-app__documentation: overview/onyx_anywhere/discord_bot.mdx:13:1: warning[missing-file]: /assets/overview/onyx_anywhere/discordbot.png is not in the docs folder
  13 | <img className="rounded-image" src="/assets/overview/onyx_anywhere/discordbot.png" alt="Discord Bot"/>
     | ^

upstash__docs: workflow/features/dlq/resume.mdx:14:3: warning[missing-file]: /img/workflow/resume.png is not in the docs folder
  14 |   <img src="/img/workflow/resume.png" />
     |   ^

PrefectHQ__fastmcp: python-sdk/fastmcp-utilities-components.mdx:58:37: warning[mdx-undefined]: version is not defined, so the expression shows nothing
  58 | Format: "{key_prefix}:{identifier}@{version}" or "{key_prefix}:{identifier}@"
     |                                     ^
     = hint: define it with export const, import it, or write \{ for a literal brace

novuhq__docs: integrations/providers/sms/africas-talking.mdx:82:5: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/image-61.png is not in the docs folder
  82 |     <img src="/images/channels-and-providers/sms/africas-talking/image-61.png" />{" "}
     |     ^

onyx-dot-app__documentation: admins/user_management/users_and_groups.mdx:27:1: warning[missing-file]: /assets/admins/user_management/manage_users.png is not in the docs folder
  27 | <img className="rounded-image" src="/assets/admins/user_management/manage_users.png" alt="Users page listing accounts wi…
     | ^

upstash__docs: vector/integrations/ai-sdk.mdx:370:3: warning[missing-file]: /img/vector/integrations/ai-sdk/rag-chatbot-1.png is not in the docs folder
 370 |   <img src="/img/vector/integrations/ai-sdk/rag-chatbot-1.png" />
     |   ^

getlago__lago-doc: changelog/product.mdx:172:5: warning[missing-file]: /changelog/images/20260730-finance-assistant.webp is not in the docs folder
 172 |     <img src="/changelog/images/20260730-finance-assistant.webp" alt="Lago AI Finance Assistant answering a billing data…
     |     ^

spree__spree: user/customers/customer-groups.mdx:64:1: warning[missing-file]: /docs/images/user/customers/customer-groups/5-customers-added.png is not in the docs folder
  64 | ![An active customer group in Spree Commerce](/docs/images/user/customers/customer-groups/5-customers-added.png)
     | ^

getlago__lago-doc: guide/plans/charges/charges-with-filters.mdx:90:5: warning[missing-file]: /guide/plans/images/charge-with-groups-default-price.gif is not in the docs folder
  90 |     <img src="/guide/plans/images/charge-with-groups-default-price.gif" />
     |     ^

getlago__lago-doc: integrations/taxes/avalara.mdx:93:3: warning[missing-file]: /integrations/images/avalara-create-customer.png is not in the docs folder
  93 |   <img src="/integrations/images/avalara-create-customer.png" />
     |   ^

novuhq__docs: getting-started/quickstart.mdx:199:3: warning[missing-file]: /getting-started/media-assets/trigger-snippet.png is not in the docs folder
 199 |   <img src="/getting-started/media-assets/trigger-snippet.png" alt="Workflow trigger snippet" />
     |   ^

novuhq__docs: integrations/segment.mdx:58:3: warning[missing-file]: /images/abandoned-cart-recovery-workflow.png is not in the docs folder
  58 |   <img src="/images/abandoned-cart-recovery-workflow.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/notion.mdx:100:5: warning[missing-file]: /assets/admins/connectors/notion/NotionAuth.png is not in the docs folder
 100 |     <img className="rounded-image" src="/assets/admins/connectors/notion/NotionAuth.png" alt="Onyx Notion connector auth…
     |     ^

spree__spree: user/products/creating-products.mdx:131:1: warning[missing-file]: /docs/images/user/products/create-a-product/16.variants.png is not in the docs folder
 131 | ![](/docs/images/user/products/create-a-product/16.variants.png)
     | ^

upstash__docs: vector/overall/getstarted.mdx:232:3: warning[missing-file]: /img/vector/getstarted/browser.png is not in the docs folder
 232 |   <img src="/img/vector/getstarted/browser.png" />
     |   ^

spree__spree: integrations/payments/adyen.mdx:31:1: warning[missing-file]: /docs/images/integrations/adyen/1-payment-method-list.png is not in the docs folder
  31 | ![Adyen listed under Available Payment Methods on the Payments settings page](/docs/images/integrations/adyen/1-payment-…
     | ^

spree__spree: user/vendors/vendor-onboarding-woocommerce.mdx:88:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-woocommerce/7-connect-shop-options.png is not in the docs folder
  88 | ![The Connect or Create a Shop task expanded showing Shopify, WooCommerce, and CSV options](/docs/images/user/vendors/ve…
     | ^

spree__spree: user/orders/editing-orders.mdx:12:1: warning[missing-file]: /docs/images/user/orders/editing-orders/1-orders-tab.png is not in the docs folder
  12 | ![How to edit orders in Spree Commerce](/docs/images/user/orders/editing-orders/1-orders-tab.png)
     | ^

onyx-dot-app__documentation: overview/core_features/craft.mdx:33:1: warning[missing-file]: /assets/overview/core_features/craft_workspace_clean.png is not in the docs folder
  33 | <img className="rounded-image" src="/assets/overview/core_features/craft_workspace_clean.png" alt="A Craft session with …
     | ^

upstash__docs: common/account/costexplorer.mdx:8:3: warning[missing-file]: /img/costexplorer/costexplorer.png is not in the docs folder
   8 |   <img src="/img/costexplorer/costexplorer.png" />
     |   ^

spree__spree: user/products/creating-products.mdx:135:1: warning[missing-file]: /docs/images/user/products/create-a-product/17.add_options.png is not in the docs folder
 135 | ![](/docs/images/user/products/create-a-product/17.add_options.png)
     | ^

spree__spree: user/customers/assign-store-credits.mdx:18:1: warning[missing-file]: /docs/images/user/customers/store-credits/2-customer-profile.png is not in the docs folder
  18 | ![Finding a customer to assign store credits to in the Spree dashboard](/docs/images/user/customers/store-credits/2-cust…
     | ^

spree__spree: user/manage-products/stock-transfers.mdx:64:1: warning[missing-file]: /docs/images/user/products/stock-transfers/7.transfer_complete.png is not in the docs folder
  64 | ![](/docs/images/user/products/stock-transfers/7.transfer_complete.png)
     | ^

onyx-dot-app__documentation: admins/miscellaneous/discord_bot.mdx:139:5: warning[missing-file]: /assets/admins/discord_bot/privileged_gateway_intents.png is not in the docs folder
 139 |     <img className="rounded-image" src="/assets/admins/discord_bot/privileged_gateway_intents.png" alt="Discord privileg…
     |     ^

spree__spree: user/products/creating-products.mdx:18:1: warning[missing-file]: /docs/images/user/products/create-a-product/1.products_tab.png is not in the docs folder
  18 | ![](/docs/images/user/products/create-a-product/1.products_tab.png)
     | ^

spree__spree: user/promotions/gift-cards.mdx:82:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/7-delete-gift-card.png is not in the docs folder
  82 | ![How to delete a gift card in the Spree Commerce dashboard](/docs/images/user/promotions/gift-cards/7-delete-gift-card.…
     | ^

spree__spree: user/settings/zones.mdx:12:1: warning[missing-file]: /images/user/settings/zones/1.zones.png is not in the docs folder
  12 | ![](/images/user/settings/zones/1.zones.png)
     | ^

upstash__docs: redis/features/backup.mdx:69:3: warning[missing-file]: /img/backuprestore/restore-from-table.png is not in the docs folder
  69 |   <img src="/img/backuprestore/restore-from-table.png" width="800" />
     |   ^

upstash__docs: redis/howto/importexport.mdx:21:3: warning[missing-file]: /img/backuprestore/import-button.png is not in the docs folder
  21 |   <img src="/img/backuprestore/import-button.png" width="800" />
     |   ^

Comfy-Org__docs: zh/interface/user.mdx:51:1: warning[missing-file]: /images/zh/interface/setting/user-login.jpg is not in the docs folder
  51 | ![user-login](/images/zh/interface/setting/user-login.jpg)
     | ^

getlago__lago-doc: integrations/alerting/n8n.mdx:34:3: warning[missing-file]: /integrations/alerting/images/cron-alerting-a3cc55668cedb59003c788201dcfaf16.png is not in the docs folder
  34 |   <img src="/integrations/alerting/images/cron-alerting-a3cc55668cedb59003c788201dcfaf16.png" />
     |   ^

spree__spree: user/settings/locations.mdx:12:1: warning[missing-file]: /docs/images/user/settings/locations/1-stock-locations.png is not in the docs folder
  12 | ![](/docs/images/user/settings/locations/1-stock-locations.png)
     | ^

spree__spree: user/promotions/create-a-promotion.mdx:24:1: warning[missing-file]: /docs/images/user/promotions/create-a-promotion/3-promotion-kind.png is not in the docs folder
  24 | ![Choosing the type of promotion in Spree Commerce](/docs/images/user/promotions/create-a-promotion/3-promotion-kind.png…
     | ^

onyx-dot-app__documentation: admins/advanced_configs/search_configs.mdx:58:1: warning[missing-file]: /assets/admins/advanced_configs/embedding_swap.png is not in the docs folder
  58 | <img className="rounded-image" src="/assets/admins/advanced_configs/embedding_swap.png" alt="Embedding swap in progress"…
     | ^

spree__spree: user/customers/customer-profile.mdx:69:1: warning[missing-file]: /docs/images/user/customers/customer-profiles/7-internal-note.png is not in the docs folder
  69 | ![An internal customer note in the Spree Commerce](/docs/images/user/customers/customer-profiles/7-internal-note.png)
     | ^

upstash__docs: redis/tutorials/aws_app_runner_with_redis.mdx:84:3: warning[missing-file]: /img/examples/apprunner/source.png is not in the docs folder
  84 |   <img src="/img/examples/apprunner/source.png" width="800" />
     |   ^

getlago__lago-doc: guide/ai-agents/finance-assistant.mdx:13:3: warning[missing-file]: /guide/images/finance-assistant.png is not in the docs folder
  13 |   <img src="/guide/images/finance-assistant.png" />
     |   ^

upstash__docs: workflow/agents/patterns/prompt-chaining.mdx:5:1: warning[missing-file]: /img/workflow/agents/diagram/prompt-chain-diagram.png is not in the docs folder
   5 | <img src="/img/workflow/agents/diagram/prompt-chain-diagram.png" />
     | ^

Comfy-Org__docs: zh/troubleshooting/custom-node-issues.mdx:156:4: warning[missing-file]: /images/zh/troubleshooting/disable_3rd_party.jpg is not in the docs folder
 156 |    ![禁用所有插件的前端扩展](/images/zh/troubleshooting/disable_3rd_party.jpg)
     |    ^

novuhq__docs: integrations/providers/sms/africas-talking.mdx:42:3: warning[missing-file]: /images/channels-and-providers/sms/africas-talking/api-key-africa.png is not in the docs folder
  42 |   <img src="/images/channels-and-providers/sms/africas-talking/api-key-africa.png" />{" "}
     |   ^

onyx-dot-app__documentation: admins/connectors/official/s3/access-keys.mdx:55:1: warning[missing-file]: /assets/admins/connectors/blob/s3/onyx-access-key.png is not in the docs folder
  55 | <img className="rounded-image" src="/assets/admins/connectors/blob/s3/onyx-access-key.png" alt="Onyx S3 connector config…
     | ^

upstash__docs: redis/howto/vercelintegration.mdx:24:1: warning[missing-file]: /img/vercel/vercel_integration_create.png is not in the docs folder
  24 | <img src="/img/vercel/vercel_integration_create.png" width="520" />
     | ^

getlago__lago-doc: guide/plans/charges/charges-with-filters.mdx:19:5: warning[missing-file]: /guide/plans/images/charge-with-filters.gif is not in the docs folder
  19 |     <img src="/guide/plans/images/charge-with-filters.gif"/>
     |     ^

getlago__lago-doc: integrations/payments/moneyhash-integration.mdx:27:3: warning[missing-file]: /integrations/images/moneyhash-payment-integration.png is not in the docs folder
  27 |   <img src="/integrations/images/moneyhash-payment-integration.png" />
     |   ^

novuhq__docs: integrations/providers/in-app/overview.mdx:18:1: warning[missing-file]: /integrations/providers/in-app/media-assets/component_composition.png is not in the docs folder
  18 | ![In-App Channel](/integrations/providers/in-app/media-assets/component_composition.png)
     | ^

spree__spree: integrations/tax/avalara.mdx:113:1: warning[missing-file]: /docs/images/integrations/avalara/6-transactions.png is not in the docs folder
 113 | ![Transactions listed as sales invoices in the Avalara dashboard](/docs/images/integrations/avalara/6-transactions.png)
     | ^

spree__spree: integrations/marketing/klaviyo.mdx:37:1: warning[missing-file]: /images/integrations/klaviyo/1.klaviyo.png is not in the docs folder
  37 | ![](/images/integrations/klaviyo/1.klaviyo.png)
     | ^

spree__spree: user/orders/editing-orders.mdx:22:1: warning[missing-file]: /docs/images/user/orders/editing-orders/3-add-items.png is not in the docs folder
  22 | ![Adding line items to an order in the Spree dashboard](/docs/images/user/orders/editing-orders/3-add-items.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/slack/slack_federated.mdx:144:1: warning[missing-file]: /assets/admins/connectors/slack/FederatedSlackOauth.png is not in the docs folder
 144 | <img className="rounded-image" src="/assets/admins/connectors/slack/FederatedSlackOauth.png" alt="Slack OAuth consent sc…
     | ^

spree__spree: integrations/payments/razorpay.mdx:37:1: warning[missing-file]: /images/integrations/razorpay/razorpay_payment_method_list.png is not in the docs folder
  37 | ![](/images/integrations/razorpay/razorpay_payment_method_list.png)
     | ^

spree__spree: user/orders/editing-orders.mdx:16:1: warning[missing-file]: /docs/images/user/orders/editing-orders/2-orders-details-page.png is not in the docs folder
  16 | ![Editing on via the order details page in Spree Commerce](/docs/images/user/orders/editing-orders/2-orders-details-page…
     | ^

upstash__docs: redis/tutorials/notification.mdx:51:1: warning[missing-file]: /img/examples/restapi.png is not in the docs folder
  51 | ![alt_text](/img/examples/restapi.png "Rest Api")
     | ^

spree__spree: user/customers/edit-customer.mdx:22:1: warning[missing-file]: /docs/images/user/customers/editing-customers/3-contact-details.png is not in the docs folder
  22 | ![Customer contact details section in the Spree dashboard](/docs/images/user/customers/editing-customers/3-contact-detai…
     | ^

getlago__lago-doc: integrations/payments/gocardless-integration.mdx:55:3: warning[missing-file]: /guide/payments/images/gcl-webhook-9e1e96b038542112b1609ebb70a9dda9.png is not in the docs folder
  55 |   <img src="/guide/payments/images/gcl-webhook-9e1e96b038542112b1609ebb70a9dda9.png" />
     |   ^

novuhq__docs: integrations/providers/sms/clickatell.mdx:33:5: warning[missing-file]: /images/channels-and-providers/sms/clickatell/step_03.png is not in the docs folder
  33 |     <img src="/images/channels-and-providers/sms/clickatell/step_03.png" />{" "}
     |     ^

spree__spree: user/vendors/vendor-onboarding-manual.mdx:82:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-manual/6-getting-started-tasks.png is not in the docs folder
  82 | ![The Getting Started onboarding checklist in the Spree vendor dashboard](/docs/images/user/vendors/vendor-onboarding-ma…
     | ^

upstash__docs: workflow/troubleshooting/vercel.mdx:22:6: warning[missing-file]: /img/workflow/troubleshooting/vercel-deployment-protection.png is not in the docs folder
  22 |   			<img src="/img/workflow/troubleshooting/vercel-deployment-protection.png" />
     |   			^

getlago__lago-doc: guide/invoicing/void.mdx:110:3: warning[missing-file]: /guide/invoicing/images/regenerate-voided-invoice.png is not in the docs folder
 110 |   ![](/guide/invoicing/images/regenerate-voided-invoice.png)
     |   ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:137:5: warning[missing-file]: /images/priv-connections-nlb-disable-inbound-rules-options.png is not in the docs folder
 137 |     ![Uncheck Enforce inbound rules on PrivateLink traffic on the NLB](/images/priv-connections-nlb-disable-inbound-rule…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/gitlab.mdx:25:5: warning[missing-file]: /assets/admins/connectors/gitlab/GitlabConnectorAuth.gif is not in the docs folder
  25 |     <img className="rounded-image" src="/assets/admins/connectors/gitlab/GitlabConnectorAuth.gif" alt="Creating a GitLab…
     |     ^

spree__spree: user/how-to/wholesale-pricing.mdx:37:1: warning[missing-file]: /docs/images/user/how-to/wholesale-pricing/2-add-customers.png is not in the docs folder
  37 | ![The customer selector panel open in Spree Commerce](/docs/images/user/how-to/wholesale-pricing/2-add-customers.png)
     | ^

spree__spree: user/manage-products/product-options.mdx:78:1: warning[missing-file]: /docs/images/user/products/options/11-pdp-order.png is not in the docs folder
  78 | ![](/docs/images/user/products/options/11-pdp-order.png)
     | ^

spree__spree: user/settings/users.mdx:37:1: warning[missing-file]: /images/user/settings/users/4.user_signup.png is not in the docs folder
  37 | ![](/images/user/settings/users/4.user_signup.png)
     | ^

onyx-dot-app__documentation: admins/connectors/official/r2.mdx:27:5: warning[missing-file]: /assets/admins/connectors/blob/r2/newtoken.png is not in the docs folder
  27 |     <img className="rounded-image" src="/assets/admins/connectors/blob/r2/newtoken.png" alt="Create API token"/>
     |     ^

ollama__ollama: capabilities/web-search.mdx:333:1: warning[missing-file]: /images/cline-mcp.png is not in the docs folder
 333 | ![Cline MCP Configuration](/images/cline-mcp.png)
     | ^

spree__spree: user/manage-products/bulk-product-operations.mdx:84:1: warning[missing-file]: /docs/images/user/products/bulk-product-operations/8.save_changes.png is not in the docs folder
  84 | ![](/docs/images/user/products/bulk-product-operations/8.save_changes.png)
     | ^

spree__spree: user/orders/exporting-orders.mdx:12:1: warning[missing-file]: /docs/images/user/orders/export-orders/2-select-records.png is not in the docs folder
  12 | ![How to export orders in the Spree Commerce dashboard](/docs/images/user/orders/export-orders/2-select-records.png)
     | ^

spree__spree: user/vendors/vendor-onboarding-shopify.mdx:119:1: warning[missing-file]: /docs/images/user/vendors/vendor-onboarding-shopify/4-install-link.png is not in the docs folder
 119 | ![The generated install link displayed in the Shopify Dev Dashboard, ready to copy](/docs/images/user/vendors/vendor-onb…
     | ^

upstash__docs: qstash/howto/redact-fields.mdx:125:3: warning[missing-file]: /img/qstash/redact-schedules.png is not in the docs folder
 125 |   <img src="/img/qstash/redact-schedules.png" />
     |   ^

onyx-dot-app__documentation: admins/connectors/official/discourse.mdx:26:5: warning[missing-file]: /assets/admins/connectors/discourse/discourse_1.gif is not in the docs folder
  26 |     <img className="rounded-image" src="/assets/admins/connectors/discourse/discourse_1.gif" alt="Discourse admin naviga…
     |     ^

onyx-dot-app__documentation: developers/guides/chat_new_guide.mdx:26:228: warning[mdx-undefined]: file_id is not defined, so the expression shows nothing
  26 | …ojects/upload_user_files) and the [GET /user/projects/file/{file_id}](/developers/api_reference/projects/get_user_file) …
     |                                                              ^
     = hint: define it with export const, import it, or write \{ for a literal brace

spree__spree: user/settings/shipping-methods.mdx:56:1: warning[missing-file]: /docs/images/user/settings/shipping/6-shipping-categories.png is not in the docs folder
  56 | ![Choose shipping categories in Spree Commerce](/docs/images/user/settings/shipping/6-shipping-categories.png)
     | ^

spree__spree: user/settings/tax.mdx:71:1: warning[missing-file]: /docs/images/user/settings/tax/5-edit-tax-rate-form.png is not in the docs folder
  71 | ![The Edit Tax Rate form, pre-filled with an existing rate's data](/docs/images/user/settings/tax/5-edit-tax-rate-form.p…
     | ^

triggerdotdev__trigger.dev: replaying.mdx:12:9: warning[missing-file]: /images/replay-run-action.png is not in the docs folder
  12 |         ![Select a task, then in the bottom right
     |         ^

triggerdotdev__trigger.dev: private-networking/aws-console-setup.mdx:58:5: warning[missing-file]: /images/priv-connections-target-group-first-step.png is not in the docs folder
  58 |     ![Target group first step — basic configuration](/images/priv-connections-target-group-first-step.png)
     |     ^

upstash__docs: vector/overall/getstarted.mdx:219:3: warning[missing-file]: /img/vector/getstarted/usage.png is not in the docs folder
 219 |   <img src="/img/vector/getstarted/usage.png" />
     |   ^

getlago__lago-doc: changelog/product-2024.mdx:547:5: warning[missing-file]: /changelog/images/20240701-recurring-wallet-top-ups.webp is not in the docs folder
 547 |     <img src="/changelog/images/20240701-recurring-wallet-top-ups.webp" alt="Lago wallet configured with a recurring top…
     |     ^

upstash__docs: redis/howto/importexport.mdx:70:3: warning[missing-file]: /img/backuprestore/export-button.png is not in the docs folder
  70 |   <img src="/img/backuprestore/export-button.png" width="800" />
     |   ^

upstash__docs: box/overall/use-cases.mdx:14:3: warning[missing-file]: /img/box/agent-server.png is not in the docs folder
  14 |   <img src="/img/box/agent-server.png" />
     |   ^

novuhq__docs: integrations/providers/sms/sendchamp.mdx:31:5: warning[missing-file]: /images/channels-and-providers/sms/sendchamp/image-69.png is not in the docs folder
  31 |     <img src="/images/channels-and-providers/sms/sendchamp/image-69.png" />{" "}
     |     ^

novuhq__docs: recipes/workflows/otp.mdx:21:1: warning[missing-file]: /images/how-to/otp-push.png is not in the docs folder
  21 | <img
     | ^

onyx-dot-app__documentation: admins/connectors/official/salesforce.mdx:36:5: warning[missing-file]: /assets/admins/connectors/salesforce/salesforce_3.png is not in the docs folder
  36 |     <img className="rounded-image" src="/assets/admins/connectors/salesforce/salesforce_3.png" alt="Email example showin…
     |     ^

upstash__docs: box/overall/use-cases.mdx:26:3: warning[missing-file]: /img/box/review-infrastructure.png is not in the docs folder
  26 |   <img src="/img/box/review-infrastructure.png" />
     |   ^

getlago__lago-doc: guide/invoicing/export.mdx:15:3: warning[missing-file]: /guide/invoicing/images/filters-and-quick-filters.png is not in the docs folder
  15 |   <img src="/guide/invoicing/images/filters-and-quick-filters.png" />
     |   ^

getlago__lago-doc: integrations/crm/salesforce-crm.mdx:335:3: warning[missing-file]: /integrations/images/lago-salesforce-flows-template.png is not in the docs folder
 335 |   <img src="/integrations/images/lago-salesforce-flows-template.png" />
     |   ^

spree__spree: user/customers/create-customer.mdx:38:1: warning[missing-file]: /docs/images/user/customers/create-customer/4-shipping-address.png is not in the docs folder
  38 | ![Adding a shipping address to a customer in Spree Commerce](/docs/images/user/customers/create-customer/4-shipping-addr…
     | ^

Comfy-Org__docs: zh/development/core-concepts/nodes.mdx:96:1: warning[missing-file]: /images/zh/core-concept/node/badge_setting.jpg is not in the docs folder
  96 | ![标签设置](/images/zh/core-concept/node/badge_setting.jpg)
     | ^

ollama__ollama: integrations/onyx.mdx:38:3: warning[missing-file]: /images/onyx-ollama-llm.png is not in the docs folder
  38 |   <img 
     |   ^

spree__spree: integrations/analytics/google-analytics.mdx:43:1: warning[missing-file]: /images/integrations/google-analytics/2.setup_form.png is not in the docs folder
  43 | ![](/images/integrations/google-analytics/2.setup_form.png)
     | ^

upstash__docs: qstash/howto/url-group-endpoint.mdx:22:1: warning[missing-file]: /img/qstash/create_endpoint.png is not in the docs folder
  22 | ![](/img/qstash/create_endpoint.png)
     | ^

spree__spree: user/orders/order-adjustments.mdx:61:1: warning[missing-file]: /docs/images/user/orders/order-adjustments/7-payment-form.png is not in the docs folder
  61 | ![The Spree Commerce payment form](/docs/images/user/orders/order-adjustments/7-payment-form.png)
     | ^

novuhq__docs: integrations/providers/sms/firetext.mdx:33:5: warning[missing-file]: /images/channels-and-providers/sms/firetext/step_03.png is not in the docs folder
  33 |     <img src="/images/channels-and-providers/sms/firetext/step_03.png" />{" "}
     |     ^

onyx-dot-app__documentation: deployment/authentication/oidc.mdx:52:5: warning[missing-file]: /assets/deployment/oidc_secrets.png is not in the docs folder
  52 |     <img className="rounded-image" src="/assets/deployment/oidc_secrets.png" alt="Okta OIDC Credentials Page"/>
     |     ^

getlago__lago-doc: changelog/product-2025.mdx:689:5: warning[missing-file]: /changelog/images/20250217-manual-payment.webp is not in the docs folder
 689 |     <img src="/changelog/images/20250217-manual-payment.webp" alt="Lago invoice with a partial payment recorded manually…
     |     ^

getlago__lago-doc: guide/customers/customer-management.mdx:153:7: warning[missing-file]: /guide/images/customer-billing-overview.png is not in the docs folder
 153 |       <img src="/guide/images/customer-billing-overview.png" />
     |       ^

novuhq__docs: additional-resources/glossary.mdx:127:3: warning[missing-file]: /images/org.gif is not in the docs folder
 127 |   <img src="/images/org.gif" />{" "}
     |   ^

onyx-dot-app__documentation: admins/connectors/official/oci_storage.mdx:53:5: warning[missing-file]: /assets/admins/connectors/blob/oci/hoverkey.png is not in the docs folder
  53 |     <img className="rounded-image" src="/assets/admins/connectors/blob/oci/hoverkey.png" alt="Hover key to view access k…
     |     ^

onyx-dot-app__documentation: admins/connectors/official/r2.mdx:64:5: warning[missing-file]: /assets/admins/connectors/blob/r2/Onyx2.png is not in the docs folder
  64 |     <img className="rounded-image" src="/assets/admins/connectors/blob/r2/Onyx2.png" alt="R2 bucket selection"/>
     |     ^

getlago__lago-doc: guide/events/usage-performances.mdx:86:7: warning[missing-file]: /guide/events/images/usage-ingestion-benchmark.png is not in the docs folder
  86 |       <img src="/guide/events/images/usage-ingestion-benchmark.png" />
     |       ^

spree__spree: developer/admin/extending-ui.mdx:370:7: warning[missing-file]: /images/developer/admin/order_page_sidebar_partials.png is not in the docs folder
 370 |       <img src="/images/developer/admin/order_page_sidebar_partials.png" />
     |       ^

onyx-dot-app__documentation: admins/getting_started/slack_bot_setup.mdx:107:5: warning[missing-file]: /assets/admins/slackbot/slackbot_app_token.png is not in the docs folder
 107 |     <img className="rounded-image" src="/assets/admins/slackbot/slackbot_app_token.png" alt="Onyx Slack Bot App Token"/>
     |     ^

getlago__lago-doc: integrations/crm/hubspot.mdx:130:3: warning[missing-file]: /integrations/images/hubspot-integration-customer-sync.png is not in the docs folder
 130 |   <img src="/integrations/images/hubspot-integration-customer-sync.png" />
     |   ^

getlago__lago-doc: integrations/crm/hubspot.mdx:67:3: warning[missing-file]: /integrations/images/hubspot-integration-custom-properties.png is not in the docs folder
  67 |   <img src="/integrations/images/hubspot-integration-custom-properties.png" />
     |   ^

spree__spree: user/products/creating-products.mdx:94:1: warning[missing-file]: /docs/images/user/products/create-a-product/12.pricing.png is not in the docs folder
  94 | ![](/docs/images/user/products/create-a-product/12.pricing.png)
     | ^

onyx-dot-app__documentation: changelog.mdx:1825:3: warning[missing-file]: /assets/changelog/v2.7/showcase_llm_configuration_forms.png is not in the docs folder
 1825 |   <img className="rounded-image" src="/assets/changelog/v2.7/showcase_llm_configuration_forms.png" alt="LLM Configuratio…
      |   ^

getlago__lago-doc: integrations/taxes/avalara.mdx:112:3: warning[missing-file]: /integrations/images/avalara-sync-customer.png is not in the docs folder
 112 |   <img src="/integrations/images/avalara-sync-customer.png" />
     |   ^

getlago__lago-doc: integrations/payments/adyen-integration.mdx:80:3: warning[missing-file]: /guide/payments/images/adyen-recurring-options.png is not in the docs folder
  80 |   <img src="/guide/payments/images/adyen-recurring-options.png" />
     |   ^

getlago__lago-doc: changelog/product-2024.mdx:479:5: warning[missing-file]: /changelog/images/20240701-overdue-invoices.webp is not in the docs folder
 479 |     <img src="/changelog/images/20240701-overdue-invoices.webp" alt="Lago invoice list showing overdue invoices past the…
     |     ^

spree__spree: user/customers/customer-groups.mdx:43:1: warning[missing-file]: /docs/images/user/customers/customer-groups/2-customer-group-form.png is not in the docs folder
  43 | ![Adding a new customer group in Spree Commerce](/docs/images/user/customers/customer-groups/2-customer-group-form.png)
     | ^

spree__spree: user/promotions/gift-cards.mdx:54:1: warning[missing-file]: /docs/images/user/promotions/gift-cards/5-manage-gift-cards.png is not in the docs folder
  54 | ![How to manage gift cards in the Spree Commerce dashboard](/docs/images/user/promotions/gift-cards/5-manage-gift-cards.…
     | ^

