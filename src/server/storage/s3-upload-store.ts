// Uploaded pictures in an S3-compatible bucket (AWS S3, MinIO, s3rver...), shared by every process
// of a fleet. Credentials come the SDK's usual way (AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY, or
// the machine's role). The bucket is created at start when it does not exist yet; pictures are
// served through the server (GET /uploads/...), so their URLs stay the same whatever the store.
import type { Readable } from 'node:stream'
import { CreateBucketCommand, GetObjectCommand, HeadBucketCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3'
import type { S3Settings } from '../settings'
import type { UploadStore } from './upload-store'

/** Every key under one prefix: the bucket may hold other things. */
const PREFIX = 'uploads/'

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined)
const isMissing = (error: unknown) => status(error) === 404

export function createS3UploadStore(settings: S3Settings): UploadStore {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
  })
  const Bucket = settings.bucket

  return {
    description: `s3://${Bucket}/${PREFIX}${settings.endpoint ? ` at ${settings.endpoint}` : ''}`,
    async prepare() {
      try {
        await client.send(new HeadBucketCommand({ Bucket }))
        return
      } catch (error) {
        if (!isMissing(error)) throw error
      }
      try {
        await client.send(new CreateBucketCommand({ Bucket }))
      } catch (error) {
        // Several processes starting at once: another one created it first.
        const name = (error as Error).name
        if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error
      }
    },
    async put(key, bytes, contentType) {
      // If-None-Match would refuse an existing key, but not every S3-compatible server knows it:
      // keys are random, 128 bits.
      await client.send(new PutObjectCommand({ Bucket, Key: PREFIX + key, Body: bytes, ContentType: contentType }))
    },
    async get(key, maxBytes = Infinity) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: PREFIX + key }))
        if (!answer.Body) return null
        if ((answer.ContentLength ?? Infinity) > maxBytes) {
          // Too large to be read here: the body is left unread and the connection given back.
          ;(answer.Body as Readable).destroy?.()
          return null
        }
        return Buffer.from(await answer.Body.transformToByteArray())
      } catch (error) {
        if (isMissing(error)) return null
        throw error
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: PREFIX + key }))
        return true
      } catch (error) {
        if (isMissing(error)) return false
        throw error
      }
    },
  }
}
