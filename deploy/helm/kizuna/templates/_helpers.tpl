{{/* Kizuna chart helpers. */}}

{{- define "kizuna.fullname" -}}
{{- .Release.Name | trunc 40 | trimSuffix "-" -}}
{{- end }}

{{- define "kizuna.labels" -}}
app.kubernetes.io/name: kizuna
app.kubernetes.io/instance: {{ .Release.Name }}
app.kubernetes.io/version: {{ .Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .Chart.Name .Chart.Version }}
{{- end }}

{{/* Selector labels of one component: (dict "root" $ "component" "gateway") */}}
{{- define "kizuna.selector" -}}
app.kubernetes.io/name: kizuna
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .component }}
{{- end }}

{{- define "kizuna.image" -}}
{{- printf "%s:%s" .Values.image.repository (.Values.image.tag | default .Chart.AppVersion) -}}
{{- end }}

{{- define "kizuna.secretName" -}}
{{- .Values.secrets.existingSecret | default (printf "%s-secrets" (include "kizuna.fullname" .)) -}}
{{- end }}

{{- define "kizuna.kafkaBrokers" -}}
{{- if .Values.bundled.kafka.enabled -}}
{{- printf "%s-kafka:9092" (include "kizuna.fullname" .) -}}
{{- else -}}
{{- required "kafka.brokers is required (or bundled.kafka.enabled=true)" .Values.kafka.brokers -}}
{{- end -}}
{{- end }}

{{- define "kizuna.mongoUrl" -}}
{{- if .Values.bundled.mongodb.enabled -}}
{{- printf "mongodb://%s-mongodb:27017" (include "kizuna.fullname" .) -}}
{{- else -}}
{{- required "mongodb.url is required (or bundled.mongodb.enabled=true, or MONGO_URL in secrets.existingSecret)" .Values.mongodb.url -}}
{{- end -}}
{{- end }}

{{- define "kizuna.s3Endpoint" -}}
{{- if .Values.bundled.minio.enabled -}}
{{- printf "http://%s-minio:9000" (include "kizuna.fullname" .) -}}
{{- else -}}
{{- required "s3.endpoint is required (or bundled.minio.enabled=true)" .Values.s3.endpoint -}}
{{- end -}}
{{- end }}

{{/* The service names and the analysis group/topic names KEDA watches. */}}
{{- define "kizuna.serviceNames" -}}
gateway auth projects ingest analysis logs
{{- end }}
